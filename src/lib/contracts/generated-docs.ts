/**
 * Contentlayer's output that the site reads: every document, as one JSON array, from the project
 * folder. `contentlayer2 build` writes it; in development the dev server's content step does
 * (scripts/dev/content-step.mjs). `src/lib/content/index.ts` is the one reader.
 */
import { z } from 'zod';
import type { Contract } from './read';

export const GENERATED_DOCS_PATH = '.contentlayer/generated/Doc/_index.json';

/**
 * The parts of a document the readers rely on beyond the frontmatter (which zod checked when
 * Contentlayer built it): the computed fields and the body.
 */
export const generatedDocsSchema = z.array(
  z.looseObject({
    url: z.string().startsWith('/'),
    section: z.string(),
    path: z.string(),
    anchors: z.array(z.object({ title: z.string(), id: z.string(), level: z.number() })),
    body: z.object({ raw: z.string(), code: z.string() }),
  }),
);

export const GENERATED_DOCS: Contract<typeof generatedDocsSchema> = {
  file: GENERATED_DOCS_PATH,
  writer: 'the content step (contentlayer2 build)',
  schema: generatedDocsSchema,
};
