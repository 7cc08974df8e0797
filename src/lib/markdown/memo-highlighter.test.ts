import type { CodeToHastOptions } from 'shiki';
import { describe, expect, it, vi } from 'vitest';
import { memoiseCodeToHtml } from './memo-highlighter';

/** A highlighter stand-in that counts its work. */
function fakeHighlighter() {
  const codeToHtml = vi.fn(
    (code: string, options: CodeToHastOptions) => `<pre data-lang="${options.lang}">${code}</pre>`,
  );
  return { codeToHtml, loadLanguage: vi.fn(async (lang: string) => void lang), theme: 'kept' };
}

const options = (lang: string, meta?: string) =>
  ({ lang, meta: { __raw: meta } }) as unknown as CodeToHastOptions;

describe('memoiseCodeToHtml', () => {
  it('highlights a block once and gives the same HTML again', () => {
    const inner = fakeHighlighter();
    const highlighter = memoiseCodeToHtml(inner);
    const first = highlighter.codeToHtml('const a = 1;', options('js', 'title="a.js"'));
    const again = highlighter.codeToHtml('const a = 1;', options('js', 'title="a.js"'));
    expect(again).toBe(first);
    expect(inner.codeToHtml).toHaveBeenCalledOnce();
  });

  it('tells blocks apart by text, language and meta', () => {
    const inner = fakeHighlighter();
    const highlighter = memoiseCodeToHtml(inner);
    highlighter.codeToHtml('x', options('js'));
    highlighter.codeToHtml('y', options('js'));
    highlighter.codeToHtml('x', options('ts'));
    highlighter.codeToHtml('x', options('js', 'title="b.js"'));
    expect(inner.codeToHtml).toHaveBeenCalledTimes(4);
    expect(highlighter.codeToHtml('x', options('ts'))).toBe('<pre data-lang="ts">x</pre>');
    expect(inner.codeToHtml).toHaveBeenCalledTimes(4);
  });

  it('keeps apart blocks that differ only in a title, and takes calls without meta', () => {
    const inner = fakeHighlighter();
    const highlighter = memoiseCodeToHtml(inner);
    highlighter.codeToHtml('x', options('js', 'title="a.js"'));
    highlighter.codeToHtml('x', options('js', 'title="b.js"'));
    expect(inner.codeToHtml).toHaveBeenCalledTimes(2);
    // Shiki's own callers may leave meta out.
    const bare = { lang: 'js' } as CodeToHastOptions;
    expect(highlighter.codeToHtml('x', bare)).toBe('<pre data-lang="js">x</pre>');
  });

  it('forgets the least recently used block beyond its limit', () => {
    const inner = fakeHighlighter();
    const highlighter = memoiseCodeToHtml(inner, 2);
    highlighter.codeToHtml('a', options('js'));
    highlighter.codeToHtml('b', options('js'));
    highlighter.codeToHtml('a', options('js')); // used again: b is now the oldest
    highlighter.codeToHtml('c', options('js')); // b goes
    expect(inner.codeToHtml).toHaveBeenCalledTimes(3);
    highlighter.codeToHtml('a', options('js'));
    expect(inner.codeToHtml).toHaveBeenCalledTimes(3);
    highlighter.codeToHtml('b', options('js'));
    expect(inner.codeToHtml).toHaveBeenCalledTimes(4);
  });

  it('leaves the rest of the highlighter as it is', async () => {
    const inner = fakeHighlighter();
    const highlighter = memoiseCodeToHtml(inner);
    await highlighter.loadLanguage('js');
    expect(inner.loadLanguage).toHaveBeenCalledWith('js');
    expect(highlighter.theme).toBe('kept');
  });
});
