import { HIGHLIGHT_MAX_CHARS, highlightHtml } from './highlight';

/** The text the browser shows for the HTML: what the overlay must keep equal to the input. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The [kind, text] pairs of the highlighted tokens. */
const tokens = (html: string) =>
  [...html.matchAll(/<span class="ce-t-(\w+)">([^<]*)<\/span>/g)].map(([, kind, text]) => [
    kind,
    text,
  ]);

describe('highlightHtml', () => {
  it('puts each token kind in its class and leaves names plain', () => {
    const source = `// build\nconst path = require('path');\nmodule.exports = { mode: 'none', parallelism: 4, cache: false };\n`;
    const html = highlightHtml(source);
    expect(tokens(html)).toEqual([
      ['comment', '// build'],
      ['keyword', 'const'],
      ['punctuation', '='],
      ['punctuation', '('],
      ['string', "'path'"],
      ['punctuation', ')'],
      ['punctuation', ';'],
      ['punctuation', '.'],
      ['punctuation', '='],
      ['punctuation', '{'],
      ['property', 'mode'],
      ['punctuation', ':'],
      ['string', "'none'"],
      ['punctuation', ','],
      ['property', 'parallelism'],
      ['punctuation', ':'],
      ['number', '4'],
      ['punctuation', ','],
      ['property', 'cache'],
      ['punctuation', ':'],
      ['keyword', 'false'],
      ['punctuation', '}'],
      ['punctuation', ';'],
    ]);
    expect(textOf(html)).toBe(source);
  });

  it('reads quoted and keyword keys as keys, but not the middle of a ternary', () => {
    const html = highlightHtml("x = { 'a-b': 1, default: 2, c: d ? e : f };");
    expect(tokens(html)).toEqual(
      expect.arrayContaining([
        ['property', "'a-b'"],
        ['property', 'default'],
        ['property', 'c'],
      ]),
    );
    expect(html).not.toContain('<span class="ce-t-property">e</span>');
  });

  it('colours regular expressions and template strings as strings', () => {
    const html = highlightHtml('x = { test: /\\.js$/, name: `a${b}c` };');
    expect(tokens(html)).toEqual(
      expect.arrayContaining([
        ['string', '/\\.js$/'],
        ['string', '`'],
        ['string', 'a'],
        ['string', 'c'],
      ]),
    );
  });

  it('escapes < > and & in tokens, comments and plain text', () => {
    const source = "/* a < b && c > d */ x = a<b && 'x<y&z' ? c : d;";
    const html = highlightHtml(source);
    expect(html).not.toMatch(/<(?!\/?span)/);
    expect(html).toContain('<span class="ce-t-comment">/* a &lt; b &amp;&amp; c &gt; d */</span>');
    expect(html).toContain('<span class="ce-t-string">\'x&lt;y&amp;z\'</span>');
    expect(textOf(html)).toBe(source);
  });

  it('falls back to plain text after an unterminated string, without throwing', () => {
    const source = "module.exports = {\n  mode: 'produc\n};\n<b>";
    const html = highlightHtml(source);
    expect(tokens(html).at(-1)).toEqual(['punctuation', ':']);
    expect(html.endsWith("'produc\n};\n&lt;b&gt;")).toBe(true);
    expect(textOf(html)).toBe(source);
  });

  it('falls back after an unterminated comment, keeping the text', () => {
    const source = 'x = 1; /* not closed\nmode: "a"';
    const html = highlightHtml(source);
    expect(html).not.toContain('ce-t-comment');
    expect(textOf(html)).toBe(source);
  });

  it('highlights only the start of a huge input, and keeps all its text', () => {
    const line = "  entry: './src/index.js',\n";
    const source = `module.exports = {\n${line.repeat(Math.ceil((HIGHLIGHT_MAX_CHARS * 2) / line.length))}};\n`;
    const html = highlightHtml(source);
    expect(textOf(html)).toBe(source);
    const lastSpan = html.lastIndexOf('</span>');
    expect(textOf(html.slice(0, lastSpan)).length).toBeLessThanOrEqual(HIGHLIGHT_MAX_CHARS);
    expect(html).toContain('<span class="ce-t-property">entry</span>');
  });
});
