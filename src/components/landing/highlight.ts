/**
 * Build-time highlighting of the landing code blocks with the docs' shiki themes, in the
 * markup rehype-pretty-code gives page bodies (same styles, same theme switch). To keep the
 * page light, each token's pair of colours becomes a short class defined once in `css`
 * instead of an inline style repeated on every token (the HTML and the RSC payload both
 * carry it).
 */
import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEMES } from '@/lib/markdown/code-themes';

const LANGS = ['bash', 'js', 'html', 'text'] as const;
let highlighter: Promise<Highlighter> | undefined;

/** One block to highlight. */
export interface CodeInput {
  code: string;
  lang: string;
  title: string;
}

/** The figures' inner HTML, in input order, and the CSS of their token classes. */
export interface HighlightedCode {
  html: string[];
  css: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Highlights blocks into `figcaption` + `pre` HTML whose tokens carry classes (prefixed
 * `prefix`) that set the light and dark colours as CSS variables. Unknown languages are
 * shown as plain text.
 */
export async function highlightAll(
  blocks: readonly CodeInput[],
  prefix = 'tk',
): Promise<HighlightedCode> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...LANGS] });
  const shiki = await highlighter;
  const palette = new Map<string, string>();
  const html = blocks.map(({ code, lang, title }) => {
    const pre = shiki.codeToHtml(code, {
      lang: (LANGS as readonly string[]).includes(lang) ? lang : 'text',
      themes: CODE_THEMES,
      defaultColor: false,
      // No time limit per line: the default (500 ms) left lines half-highlighted on a busy machine.
      tokenizeTimeLimit: 0,
      transformers: [
        {
          line(node) {
            node.properties['data-line'] = '';
          },
          span(node) {
            const style = node.properties.style;
            if (typeof style !== 'string') return;
            let name = palette.get(style);
            if (!name) palette.set(style, (name = `${prefix}${palette.size}`));
            delete node.properties.style;
            this.addClassToHast(node, name);
          },
        },
      ],
    });
    return `<figcaption data-rehype-pretty-code-title="">${escapeHtml(title)}</figcaption>${pre}`;
  });
  const css = [...palette].map(([style, name]) => `.${name}{${style}}`).join('');
  return { html, css };
}
