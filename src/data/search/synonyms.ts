/**
 * Words and phrases readers use for the same thing. A query containing one member of a group
 * also searches, more lightly, for the others. Reviewed by hand: add a group only when
 * readers demonstrably use the words interchangeably.
 */
export const SEARCH_SYNONYM_DATA = {
  groups: [
    ['hmr', 'hot module replacement', 'hot reload', 'hot reloading', 'live reload'],
    ['source map', 'sourcemap', 'devtool'],
    ['split chunks', 'splitchunks', 'code splitting', 'commonschunkplugin'],
    ['env', 'environment', 'environment variable', 'node_env', 'defineplugin'],
    ['esm', 'ecmascript modules', 'es modules'],
    ['cjs', 'commonjs'],
    ['ts', 'typescript'],
    ['dev server', 'devserver', 'webpack-dev-server'],
    ['micro frontend', 'microfrontend', 'module federation'],
    ['minify', 'minimize', 'minimizer', 'minification', 'terser'],
    ['tree shaking', 'dead code', 'sideeffects'],
    ['polyfill', 'fallback'],
    ['cache', 'persistent caching'],
    ['upgrade', 'migrate', 'migration'],
    ['cli', 'command line'],
    ['global variable', 'provideplugin', 'shimming'],
    ['license', 'licence', 'copyright'],
    ['logo', 'branding'],
    ['compare', 'comparison', 'versus', 'vs'],
    ['add', 'load'],
    ['filename', 'file name'],
    ['folder', 'directory'],
    ['image', 'asset'],
    ['config', 'configuration'],
    ['dev', 'development'],
    ['prod', 'production'],
    ['big', 'large', 'size'],
    ['slow', 'faster', 'speed', 'performance'],
    ['refresh', 'reload'],
    ['public path', 'publicpath', 'base url', 'base path'],
    ['cache busting', 'content hash', 'contenthash'],
    ['cannot find module', 'module not found', "can't resolve"],
    ['nodejs', 'node.js'],
  ],
};
