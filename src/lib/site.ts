/**
 * The site configuration: every product name, host, route string and constant of the
 * specification lives once, in the modules of ./site/, grouped by concern. This barrel is
 * the one import path; with `sideEffects` declared in package.json, each client chunk
 * bundles only the group modules it uses.
 */
export * from './site/blog';
export * from './site/config-explainer';
export * from './site/config-syntax';
export * from './site/keyboard';
export * from './site/links';
export * from './site/link-stability';
export * from './site/product';
export * from './site/reference-links';
export * from './site/quality-gates';
export * from './site/runtime';
export * from './site/search';
export * from './site/security';
export * from './site/sections';
export * from './site/sponsors';
export * from './site/ui';
export * from './site/offline-save';
export * from './site/social-cards';
export * from './site/freshness';
export * from './site/twins';
