/**
 * The remark/rehype pipeline every page body goes through at build time: GitHub-flavoured
 * Markdown, heading ids (the same ids `anchors` computes), a link icon on each heading, old
 * heading ids kept as aliases, and shiki highlighting in a light and a dark theme with titles
 * and line highlights, config keys linked to the reference, glossary terms linked to the
 * glossary, and copy buttons.
 */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeExternalLinks from 'rehype-external-links';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import { bundledThemes, getSingletonHighlighter } from 'shiki';
import { CODE_THEMES } from './code-themes';
import { rehypeCompactCode, type DefaultColours } from './rehype-compact-code';
import { rehypeConfigLinks } from './rehype-config-links';
import { rehypeCopyButton } from './rehype-copy-button';
import { rehypeExplainLink } from './rehype-explain-link';
import { rehypeStaticHtml } from './rehype-static-html';
import { rehypeFocusableTables } from './rehype-focusable-tables';
import { rehypeGlossaryTerms } from './rehype-glossary-terms';
import { rehypeHeadingAliases } from './rehype-heading-aliases';
import { memoiseCodeToHtml } from './memo-highlighter';
import type { Root } from 'hast';
import type { PluggableList } from 'unified';

export { CODE_THEMES };

const prettyCode: PrettyCodeOptions = {
  theme: CODE_THEMES,
  getHighlighter: async (options) => memoiseCodeToHtml(await getSingletonHighlighter(options)),
  // Colours come from CSS variables so the site theme switch needs no re-render.
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  transformers: [
    {
      name: 'no-tokenize-time-limit',
      // shiki gives up on a line after 500 ms and leaves the rest as one plain token: on a
      // busy build machine that made highlighting differ from build to build.
      preprocess(_code, options) {
        options.tokenizeTimeLimit = 0;
      },
    },
  ],
};

/** The default token colour of each code theme, as shiki writes it. */
export async function defaultCodeColours(): Promise<DefaultColours> {
  const dark = (await bundledThemes[CODE_THEMES.dark]()).default;
  const foreground = (theme: { colors?: Record<string, string> }) =>
    theme.colors?.['editor.foreground'] ?? '';
  return { light: foreground(CODE_THEMES.light), dark: foreground(dark) };
}

/** rehypeCompactCode with our themes' default colours, loaded once. */
function rehypeCompactThemeCode() {
  const colours = defaultCodeColours();
  return async (tree: Root) => rehypeCompactCode(await colours)(tree);
}

export { remarkPlugins } from './remark-plugins';

/** The rehype plugins up to the finished HTML of a body, as a reader gets it. */
export const rehypeHtmlPlugins: PluggableList = [
  rehypeSlug,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      properties: { className: ['heading-link'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    },
  ],
  // Old ids of the page's headings (after the anchors are read, so no contents list shows them).
  rehypeHeadingAliases,
  [rehypePrettyCode, prettyCode],
  // Reads each config block's text: before the key links add their tooltips to it.
  rehypeExplainLink,
  // After highlighting: they wrap highlighted tokens and must not see code as prose.
  rehypeConfigLinks,
  rehypeGlossaryTerms,
  rehypeCopyButton,
  rehypeFocusableTables,
  // After the plugins that look for tokens by their spans.
  rehypeCompactThemeCode,
  // Links inside static HTML do not pass through SmartLink: external ones get rel here.
  [rehypeExternalLinks, { rel: ['noopener', 'noreferrer'], protocols: ['http', 'https'] }],
];

/** The page-body pipeline: the HTML above, its blocks handed to React as HTML strings. */
export const rehypePlugins: PluggableList = [...rehypeHtmlPlugins, rehypeStaticHtml];
