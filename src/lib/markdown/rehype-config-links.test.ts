import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rehypeParse from 'rehype-parse';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_THEMES } from './code-themes';
import { rehypeConfigLinks, type ConfigLinksOptions } from './rehype-config-links';

/** Markdown → highlighted HTML with config links, as the page pipeline does it. */
async function render(
  markdown: string,
  path?: string,
  options: ConfigLinksOptions = { contentDir: 'content' },
): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypePrettyCode, { theme: CODE_THEMES, keepBackground: false })
    .use(rehypeConfigLinks, options)
    .use(rehypeStringify)
    .process({ value: markdown, data: path ? { rawDocumentData: { flattenedPath: path } } : {} });
  return String(file);
}

const block = (title: string, code: string, lang = 'js') =>
  `\`\`\`${lang} title="${title}"\n${code}\n\`\`\`\n`;

/** A figure written by hand in HTML (attributes parse to camelCase properties). */
async function renderHtml(html: string): Promise<string> {
  const file = await unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeConfigLinks, { contentDir: 'content' })
    .use(rehypeStringify)
    .process(html);
  return String(file);
}

const links = (html: string) =>
  Array.from(html.matchAll(/<a href="([^"]+)" class="config-key"[^>]*>([^<]+)<\/a>/g), (m) => [
    m[2],
    m[1],
  ]);

describe('rehypeConfigLinks', () => {
  it('wraps each option key of a webpack.config.js block in a link to its heading', async () => {
    const html = await render(
      block(
        'webpack.config.js',
        "module.exports = {\n  entry: { main: './a.js' },\n  output: { 'filename': '[name].js' },\n};",
      ),
    );
    expect(links(html)).toEqual([
      ['entry', '/configuration/entry-context/#entry'],
      ['output', '/configuration/output/#output'],
      ['filename', '/configuration/output/#outputfilename'],
    ]);
  });

  it('describes each link by a tooltip with the type and default', async () => {
    const html = await render(
      block('webpack.config.mjs', "export default { mode: 'none' };"),
      'guides/example',
    );
    expect(html).toContain(
      '<span class="tip-host"><span class="tip" role="tooltip" id="ck-guides-example-1">' +
        '<span class="tip-title">mode</span>' +
        "<span class=\"tip-line\">Type: 'development' | 'production' | 'none'</span>" +
        '<span class="tip-line">Default: \'production\'</span></span>' +
        '<a href="/configuration/mode/#mode" class="config-key" aria-describedby="ck-guides-example-1">mode</a></span>',
    );
  });

  it('keeps the code text unchanged apart from the tooltips', async () => {
    const code = "module.exports = {\n  optimization: { splitChunks: { chunks: 'all' } },\n};";
    const html = await render(block('webpack.config.js', code));
    const text = html
      .replace(/<figcaption.*?<\/figcaption>/, '')
      .replace(/<span class="tip"[^>]*>(?:<span[^>]*>[^<]*<\/span>)*<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .replaceAll('&#x27;', "'");
    expect(text.trim()).toBe(code);
  });

  it('reads TypeScript blocks', async () => {
    const html = await render(
      block(
        'webpack.config.ts',
        "import type { Configuration } from 'webpack';\nconst config: Configuration = { devtool: false };\nexport default config;",
        'ts',
      ),
    );
    expect(links(html)).toEqual([['devtool', '/configuration/devtool/#devtool']]);
  });

  it('leaves other blocks, code that does not parse and non-option keys alone', async () => {
    const html = await render(
      [
        block('src/index.js', "module.exports = { mode: 'none' };"),
        block('webpack.config.js', 'module.exports = { output: { ... } };'),
        block(
          'webpack.config.js',
          "module.exports = { outputs: 'x', resolve: { alias: { a: 'b' } } };",
        ),
      ].join('\n'),
    );
    expect(links(html)).toEqual([
      ['resolve', '/configuration/resolve/#resolve'],
      ['alias', '/configuration/resolve/#resolvealias'],
    ]);
  });

  it('takes the file name from the title only, not from a caption', async () => {
    const html = await render(
      '```js caption="webpack.config.js"\nmodule.exports = { mode: \'none\' };\n```\n',
    );
    expect(html).toContain('data-rehype-pretty-code-caption');
    expect(links(html)).toEqual([]);
  });

  it('links the keys of a block that has a caption as well as its title', async () => {
    // With a caption, rehype-pretty-code puts the title in a div and the caption in figcaption.
    const html = await render(
      '```js title="webpack.config.js" caption="The smallest setup"\nmodule.exports = { mode: \'none\' };\n```\n',
    );
    expect(links(html)).toEqual([['mode', '/configuration/mode/#mode']]);
  });

  it('parses TypeScript by a .ts title or by the block language', async () => {
    const code = "export default { devtool: false } satisfies import('webpack').Configuration;";
    const html = await render(
      [block('webpack.config.ts', code, 'js'), block('webpack.config.mjs', code, 'ts')].join('\n'),
    );
    expect(links(html)).toEqual([
      ['devtool', '/configuration/devtool/#devtool'],
      ['devtool', '/configuration/devtool/#devtool'],
    ]);
  });

  it('says which heading documents an option without its own, and gives no default it lacks', async () => {
    const html = await render(
      block(
        'webpack.config.js',
        "module.exports = {\n  module: { rules: [{ test: /\\.css$/, use: [{ loader: 'css-loader' }] }] },\n};",
      ),
    );
    expect(html).toContain(
      '<span class="tip-title">Rule.test</span><span class="tip-line">Type: Condition</span></span>',
    );
    expect(html).toContain(
      '<span class="tip-title">Rule.use.loader</span><span class="tip-line">Type: string</span>' +
        '<span class="tip-line">Documented under Rule.use</span></span>' +
        '<a href="/configuration/module/#ruleuse" class="config-key"',
    );
  });

  it('links a key written as a method, such as a dynamic entry', async () => {
    const html = await render(
      block('webpack.config.js', "module.exports = {\n  entry() {\n    return './a.js';\n  },\n};"),
    );
    expect(links(html)).toEqual([['entry', '/configuration/entry-context/#entry']]);
  });

  it('links no part of a key that a highlighted word splits', async () => {
    const html = await render(
      "```js title=\"webpack.config.js\" /ent/\nmodule.exports = { entry: './a.js', mode: 'none' };\n```\n",
    );
    expect(links(html)).toEqual([['mode', '/configuration/mode/#mode']]);
  });

  it('reads a figure written in HTML, with spaces and comments around the title and code', async () => {
    const html = await renderHtml(
      [
        '<figure>',
        '  <figcaption data-rehype-pretty-code-title="">',
        '    <!-- the file -->webpack.config.js',
        '  </figcaption>',
        '  <pre> <code data-language="js"><!-- start -->module.exports = { mode: \'none\' };</code></pre>',
        '</figure>',
        '<figure><figcaption data-rehype-pretty-code-title="">webpack.config.js</figcaption></figure>',
      ].join('\n'),
    );
    expect(links(html)).toEqual([['mode', '/configuration/mode/#mode']]);
    expect(html).toContain('<!-- start -->module.exports = { <span class="tip-host">');
  });

  it('leaves a figure alone whose figcaption is not a code block title', async () => {
    const html = await renderHtml(
      "<figure><figcaption>webpack.config.js</figcaption><pre><code>module.exports = { mode: 'none' };</code></pre></figure>",
    );
    expect(links(html)).toEqual([]);
  });

  describe('with a content folder and a webpack of its own', () => {
    let fixture = '';
    beforeAll(() => {
      fixture = mkdtempSync(join(tmpdir(), 'config-links-'));
      mkdirSync(join(fixture, 'node_modules/webpack/schemas'), { recursive: true });
      writeFileSync(
        join(fixture, 'node_modules/webpack/schemas/WebpackOptions.json'),
        JSON.stringify({
          type: 'object',
          properties: { mode: { enum: ['none', 'production'] }, extra: {} },
        }),
      );
      mkdirSync(join(fixture, 'content/configuration'), { recursive: true });
      writeFileSync(
        join(fixture, 'content/configuration/options.mdx'),
        '## mode\n\nPicks the defaults.\n\n## extra\n\nAnything at all.\n',
      );
    });
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    afterEach(() => vi.unstubAllEnvs());

    const code = block(
      'webpack.config.mjs',
      "export default { mode: 'none', extra: 1, entry: './a.js' };",
    );
    const own = [
      ['mode', '/configuration/options/#mode'],
      ['extra', '/configuration/options/#extra'],
    ];
    const site = [
      ['mode', '/configuration/mode/#mode'],
      ['entry', '/configuration/entry-context/#entry'],
    ];

    it('reads the reference and the schema from the folders it is given', async () => {
      const html = await render(code, undefined, {
        contentDir: join(fixture, 'content'),
        cwd: fixture,
      });
      expect(links(html)).toEqual(own);
      // The schema gives `extra` no type: the tooltip names the option only.
      expect(html).toContain('<span class="tip-title">extra</span></span>');
      // The site's own reference, in the same process, is not mixed up with it.
      expect(links(await render(code))).toEqual(site);
    });

    it('takes the content folder from CONTENT_DIR, else ./content', async () => {
      vi.stubEnv('CONTENT_DIR', join(fixture, 'content'));
      expect(links(await render(code, undefined, { cwd: fixture }))).toEqual(own);
      vi.stubEnv('CONTENT_DIR', undefined);
      expect(links(await render(code, undefined, {}))).toEqual(site);
    });
  });
});
