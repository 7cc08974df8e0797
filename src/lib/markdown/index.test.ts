import { getSingletonHighlighter, type CodeToHastOptions } from 'shiki';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../tests/unit/render-markdown';

describe('the page pipeline (rehypeHtmlPlugins)', () => {
  it('appends a "#" link to each heading, hidden from screen readers and out of the tab order', async () => {
    expect(await renderMarkdown('## A title\n')).toBe(
      '<h2 id="a-title">A title<a class="heading-link" aria-hidden="true" tabindex="-1" href="#a-title">#</a></h2>',
    );
  });

  it('marks external http and https links noopener noreferrer', async () => {
    const html = await renderMarkdown('[a](http://example.com) [b](https://example.org)\n');
    expect(html).toContain('<a href="http://example.com" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">b</a>');
  });

  it('highlights code in both themes without a background, and a fence without language as plain text', async () => {
    const html = await renderMarkdown('```js\nconst a = 1;\n```\n\n```\nplain words\n```\n');
    const pres = html.match(/<pre[^>]*>/g) ?? [];
    expect(pres).toHaveLength(2);
    // The site's CSS paints the background: shiki's own would not follow the theme switch.
    for (const pre of pres) expect(pre).not.toContain('style=');
    expect(pres[1]).toContain('data-language="plaintext"');
    expect(html).toContain('<span style="--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</span>');
  });

  it('lifts shiki’s per-line tokenizing time limit, so highlighting never depends on machine load', async () => {
    const highlighter = await getSingletonHighlighter();
    const codeToHtml = highlighter.codeToHtml;
    const calls: CodeToHastOptions[] = [];
    highlighter.codeToHtml = (code, options) => {
      calls.push(options);
      return codeToHtml.call(highlighter, code, options);
    };
    try {
      // A text of its own, so the memoised highlighter has not seen it.
      await renderMarkdown(`\`\`\`js\nconst probe = '${crypto.randomUUID()}';\n\`\`\`\n`);
    } finally {
      highlighter.codeToHtml = codeToHtml;
    }
    expect(calls).toHaveLength(1);
    const options = { tokenizeTimeLimit: 500 } as CodeToHastOptions;
    for (const transformer of calls[0]!.transformers ?? []) {
      transformer.preprocess?.call({} as never, '', options);
    }
    expect(options.tokenizeTimeLimit).toBe(0);
  });
});
