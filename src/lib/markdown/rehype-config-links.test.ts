import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { CODE_THEMES } from './code-themes';
import { rehypeConfigLinks } from './rehype-config-links';

/** Markdown → highlighted HTML with config links, as the page pipeline does it. */
async function render(markdown: string, path?: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypePrettyCode, { theme: CODE_THEMES, keepBackground: false })
    .use(rehypeConfigLinks, { contentDir: 'content' })
    .use(rehypeStringify)
    .process({ value: markdown, data: path ? { rawDocumentData: { flattenedPath: path } } : {} });
  return String(file);
}

const block = (title: string, code: string, lang = 'js') =>
  `\`\`\`${lang} title="${title}"\n${code}\n\`\`\`\n`;

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
});
