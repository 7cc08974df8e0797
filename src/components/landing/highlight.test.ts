import { describe, expect, it } from 'vitest';
import { highlightAll } from './highlight';

describe('highlightAll', () => {
  it('gives tokens short classes whose CSS sets the light and dark colours once', async () => {
    const { html, css } = await highlightAll([
      { code: "const a = require('a');", lang: 'js', title: 'a.js' },
      { code: "const b = require('b');", lang: 'js', title: 'b.js' },
    ]);
    expect(html).toHaveLength(2);
    expect(html[0]).toMatch(
      /^<figcaption data-rehype-pretty-code-title="">a\.js<\/figcaption><pre/,
    );
    expect(html[0]).toContain('<span class="line" data-line="">');
    expect(html.join('')).not.toMatch(/<span[^>]*style=/);
    const classes = [...html[0]!.matchAll(/class="(tk\d+)"/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(2);
    // The same colours in the second block reuse the same classes.
    expect([...html[1]!.matchAll(/class="(tk\d+)"/g)].map((m) => m[1])).toEqual(classes);
    for (const name of new Set(classes)) {
      expect(css).toMatch(
        new RegExp(`\\.${name}\\{--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}`),
      );
    }
  });

  it('escapes titles and shows unknown languages as plain text', async () => {
    const { html } = await highlightAll([{ code: 'x <y>', lang: 'klingon', title: '<b>&' }]);
    expect(html[0]).toContain('&#60;b&#62;&#38;</figcaption>');
    expect(html[0]).toContain('x &#x3C;y>');
  });
});
