/**
 * The site configuration: every product name, host, route string and constant of the
 * specification lives once, in the modules of this folder, grouped by concern. This barrel is
 * the one import path; with `sideEffects` declared in package.json, each client chunk
 * bundles only the group modules it uses.
 */
export * from './blog';
export * from './config-explainer';
export * from './contributors';
export * from './config-syntax';
export * from './keyboard';
export * from './landing-hero';
export * from './links';
export * from './link-stability';
export * from './product';
export * from './reference-links';
export * from './quality-gates';
export * from './runtime';
export * from './search';
export * from './security';
export * from './sections';
export * from './sponsors';
export * from './ui';
export * from './offline-save';
export * from './social-cards';
export * from './freshness';
export * from './twins';
