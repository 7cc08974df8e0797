/**
 * The hand-off files between build steps, one module each (path, TypeScript type, zod schema),
 * and the HTML hooks the reading copies rely on. Scripts load this barrel through
 * scripts/bundle-ts.mjs; the app imports the modules themselves.
 */
export * from './content-ready';
export * from './generated-docs';
export * from './og-cards';
export * from './offline-sections';
export * from './page-hooks';
export * from './read';
export * from './reading-copies';
export * from './sw-pages';
