/**
 * Contentlayer's output that the site reads: every document, as one JSON array, from the project
 * folder. `contentlayer2 build` writes it; in development the dev server's content step does
 * (scripts/dev/content-step.mjs).
 */
export const GENERATED_DOCS_PATH = '.contentlayer/generated/Doc/_index.json';
