/**
 * Writes a standalone validator for webpack's option schema that reports full errors
 * (instancePath, keyword, params, parentSchema), so the browser can produce webpack's own
 * messages without compiling the schema at runtime (our CSP forbids eval). It is
 * schema-utils' own precompile with ajv switched to `allErrors` + `verbose`, the options
 * schema-utils uses when it explains a failure.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// CommonJS on purpose: the ajv class precompile uses is patched in its module object.
const require = createRequire(import.meta.url);

const ajvModule = require('schema-utils/node_modules/ajv');
const Ajv = ajvModule.default;
ajvModule.default = class VerboseAjv extends Ajv {
  constructor(options) {
    super({ ...options, allErrors: true, verbose: true });
    // Kept as (no-op) keywords so the embedded schema parts keep the descriptions that
    // schema-utils prints under each message (`-> Enable css support…`).
    for (const keyword of [
      'description',
      'title',
      'link',
      'markdownDescription',
      'tsType',
      'cli',
    ]) {
      try {
        this.addKeyword({ keyword });
      } catch {
        // Known to ajv already (`description`, `title`): listing it keeps it all the same.
        this.RULES.all[keyword] ??= true;
      }
    }
  }
};
const precompile = require('schema-utils/dist/precompile').default;

const OUT = new URL(
  '../../src/lib/config-explainer/generated/validate-webpack-options.js',
  import.meta.url,
);

precompile(require('webpack/schemas/WebpackOptions.json'), { esm: true }).then(
  (code) => {
    writeFileSync(OUT, code);
    console.log(`wrote ${OUT.pathname} (${code.length} bytes)`);
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
