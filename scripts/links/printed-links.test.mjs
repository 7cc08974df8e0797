import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  docsLocation,
  docsUrlsIn,
  printedLinks,
  urlsInJson,
  urlsInScript,
} from './printed-links.mjs';

const packages = fileURLToPath(
  new URL('../../tests/fixtures/link-promises/packages', import.meta.url),
);
const nodeModules = fileURLToPath(new URL('../../node_modules', import.meta.url));

describe('printed links', () => {
  it('finds docs urls in text and drops the punctuation of the sentence around them', () => {
    expect(
      docsUrlsIn(
        'Learn more: https://webpack.js.org/configuration/mode/. Or http://webpack.js.org.',
      ),
    ).toEqual(['https://webpack.js.org/configuration/mode/', 'http://webpack.js.org']);
  });

  it('reads string and template literals of scripts, never comments', () => {
    const source = `// https://webpack.js.org/in/a/comment/
      const a = "https://webpack.js.org/a/"; /* https://webpack.js.org/b/ */
      const b = \`see https://webpack.js.org/c/#d and \${x}\`;`;
    expect(urlsInScript(source)).toEqual([
      'https://webpack.js.org/a/',
      'https://webpack.js.org/c/#d',
    ]);
  });

  it('stops a url at a template expression, so the static part is still checked', () => {
    expect(urlsInScript('const u = `https://webpack.js.org/configuration/${name}/`;')).toEqual([
      'https://webpack.js.org/configuration/',
    ]);
  });

  it('reads every string of a JSON schema, however deep', () => {
    expect(urlsInJson('{"a":{"b":[" https://webpack.js.org/x/#y"]},"c":1}')).toEqual([
      'https://webpack.js.org/x/#y',
    ]);
  });

  it('collects the links of each package, with the files that print them, sorted and unique', () => {
    const { links, versions } = printedLinks(packages);
    expect(versions).toEqual({
      webpack: '5.999.0',
      'webpack-cli': '9.0.0',
      'webpack-dev-server': '9.0.0',
    });
    expect(links).toEqual([
      { url: 'https://webpack.js.org/api/cli/', sources: ['webpack-cli/lib/cli.js'] },
      { url: 'https://webpack.js.org/concepts#loaders', sources: ['webpack/lib/esm.mjs'] },
      { url: 'https://webpack.js.org/configuration/', sources: ['webpack/lib/Warning.js'] },
      {
        url: 'https://webpack.js.org/configuration/dev-server/#overlay',
        sources: ['webpack-dev-server/lib/options.json'],
      },
      {
        url: 'https://webpack.js.org/configuration/mode/',
        sources: ['webpack/lib/Warning.js', 'webpack/schemas/Options.json'],
      },
      {
        url: 'https://webpack.js.org/guides/code-splitting/#prefetchingpreloading-modules',
        sources: ['webpack/lib/Warning.js'],
      },
      {
        url: 'https://webpack.js.org/plugins/environment-plugin',
        sources: ['webpack/schemas/Options.json'],
      },
    ]);
  });

  it('fails clearly when a printing package is not installed', () => {
    expect(() => printedLinks(packages, ['webpack', 'nope'])).toThrow(
      'printed links: nope is not installed',
    );
  });

  it('splits a url into the site path and the fragment a host will see', () => {
    expect(docsLocation('https://webpack.js.org/concepts#loaders')).toEqual({
      path: '/concepts',
      hash: 'loaders',
    });
    expect(docsLocation('https://webpack.js.org/')).toEqual({ path: '/', hash: '' });
  });

  it('reads the installed packages, including the links the issue names', () => {
    const { links } = printedLinks(nodeModules);
    const urls = links.map((link) => link.url);
    expect(urls.length).toBeGreaterThanOrEqual(67);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://webpack.js.org/configuration/dev-server/#overlay',
        'https://webpack.js.org/configuration/devtool/#production',
        'https://webpack.js.org/configuration/module/#condition',
        'https://webpack.js.org/api/module-variables/#importmeta',
      ]),
    );
  });
});
