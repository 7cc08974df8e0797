// webpack's option schema, which schema-utils needs to word a failure. Its own module, so the
// page loads the 500 KB only when a config has a problem.
// webpack ships a .d.json.ts beside it, which TypeScript reads only with allowArbitraryExtensions.
// @ts-expect-error the JSON itself is what we want
import schema from 'webpack/schemas/WebpackOptions.json';

export const WEBPACK_SCHEMA = schema as object;
