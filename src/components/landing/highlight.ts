/**
 * Build-time highlighting of the landing code blocks with the docs' shiki themes: the same
 * markup rehype-pretty-code gives page bodies, so the same styles and theme switch apply.
 */
import { createHighlighter, type Highlighter } from 'shiki';
import { CODE_THEMES } from '@/lib/markdown';

const LANGS = ['bash', 'js', 'html', 'text'] as const;
let highlighter: Promise<Highlighter> | undefined;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * HTML of a titled code figure: a `figcaption` title then a `pre` whose tokens carry a light
 * and a dark colour as CSS variables. Unknown languages fall back to plain text.
 */
export async function highlightFigure(code: string, lang: string, title: string): Promise<string> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [...LANGS] });
  const shiki = await highlighter;
  const pre = shiki.codeToHtml(code, {
    lang: (LANGS as readonly string[]).includes(lang) ? lang : 'text',
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [
      {
        line(node) {
          node.properties['data-line'] = '';
        },
      },
    ],
  });
  return `<figcaption data-rehype-pretty-code-title="">${escapeHtml(title)}</figcaption>${pre}`;
}
