// webpack loader: takes the eval probe out of the copy of zod that @docsearch/react bundles.
// The site's Content-Security-Policy never allows eval, so zod's `new Function("")` check
// can only fail, and each attempt is reported as a policy violation. Without it zod takes
// its non-JIT parser, as it does after the failed check; nothing else changes.
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';

/** @this {import('webpack').LoaderContext<unknown>} */
module.exports = function noEvalProbe(source) {
  if (!source.includes('new Function(')) return source;
  const patched = source.replaceAll(PROBE, 'return!1');
  if (patched.includes('new Function(')) {
    this.emitError(
      new Error(
        `${this.resourcePath} still calls new Function(): its eval probe changed shape; update scripts/csp/no-eval-probe-loader.cjs`,
      ),
    );
  }
  return patched;
};
