/**
 * The getting-started walkthrough of the landing page: a tiny project from `npm init` to the
 * bundle. The build output is what webpack 5.112.2 really printed for exactly these files.
 */

/** Package managers offered where a command differs. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** One code block: a file (or terminal) title, a shiki language, and the code. */
export interface CodeBlock {
  title: string;
  lang: 'bash' | 'js' | 'html' | 'text';
  /** One code for all, or one per package manager (shown as tabs). */
  code: string | Record<PackageManager, string>;
}

/** One step of the walkthrough. */
export interface WalkthroughStep {
  id: string;
  title: string;
  text: string;
  blocks: CodeBlock[];
}

export const WALKTHROUGH: readonly WalkthroughStep[] = [
  {
    id: 'install',
    title: 'Install webpack',
    text: 'Start an empty project and add webpack and its command line interface as development dependencies.',
    blocks: [
      {
        title: 'Terminal',
        lang: 'bash',
        code: {
          npm: 'mkdir webpack-demo && cd webpack-demo\nnpm init -y\nnpm install --save-dev webpack webpack-cli',
          yarn: 'mkdir webpack-demo && cd webpack-demo\nyarn init -y\nyarn add --dev webpack webpack-cli',
          pnpm: 'mkdir webpack-demo && cd webpack-demo\npnpm init\npnpm add --save-dev webpack webpack-cli',
        },
      },
    ],
  },
  {
    id: 'source',
    title: 'Write your modules',
    text: 'The entry point imports another module. webpack starts here and follows every import it finds.',
    blocks: [
      {
        title: 'src/index.js',
        lang: 'js',
        code: "import { greet } from './greet.js';\n\ndocument.body.textContent = greet('webpack');",
      },
      {
        title: 'src/greet.js',
        lang: 'js',
        code: 'export function greet(name) {\n  return `Hello, ${name}!`;\n}',
      },
    ],
  },
  {
    id: 'config',
    title: 'Describe the build',
    text: 'A configuration file names the entry point, the mode and where the bundle goes. Without one, webpack uses these same defaults.',
    blocks: [
      {
        title: 'webpack.config.js',
        lang: 'js',
        code: "const path = require('node:path');\n\nmodule.exports = {\n  mode: 'production',\n  entry: './src/index.js',\n  output: {\n    filename: 'main.js',\n    path: path.resolve(__dirname, 'dist'),\n  },\n};",
      },
    ],
  },
  {
    id: 'build',
    title: 'Run the build',
    text: 'Run the webpack command from the project folder. It reads the configuration and reports what it emitted.',
    blocks: [
      {
        title: 'Terminal',
        lang: 'bash',
        code: { npm: 'npx webpack', yarn: 'yarn webpack', pnpm: 'pnpm exec webpack' },
      },
      {
        title: 'Output',
        lang: 'text',
        code: 'asset main.js 67 bytes [emitted] [minimized] (name: main)\norphan modules 60 bytes [orphan] 1 module\n./src/index.js + 1 modules 143 bytes [built] [code generated]\nwebpack 5.112.2 compiled successfully in 846 ms',
      },
    ],
  },
  {
    id: 'output',
    title: 'Use the bundle',
    text: 'Both modules became one small script: webpack joined them into a single scope, evaluated what it could and minified the rest. Load it from any page.',
    blocks: [
      {
        title: 'dist/main.js',
        lang: 'js',
        code: '(()=>{"use strict";document.body.textContent="Hello, webpack!"})();',
      },
      {
        title: 'dist/index.html',
        lang: 'html',
        code: '<!doctype html>\n<title>webpack demo</title>\n<script src="main.js" defer></script>',
      },
    ],
  },
];
