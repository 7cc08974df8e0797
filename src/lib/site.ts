/**
 * The site configuration: every product name, host, route string and constant of the
 * specification lives once, in the modules of ./site/, grouped by concern. This barrel is
 * the one import path; with `sideEffects` declared in package.json, each client chunk
 * bundles only the group modules it uses.
 */
export * from './site/blog';
export * from './site/links';
export * from './site/product';
export * from './site/quality-gates';
export * from './site/runtime';
export * from './site/search';
export * from './site/sections';
export * from './site/sponsors';
export * from './site/ui';
