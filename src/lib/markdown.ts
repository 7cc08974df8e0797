/**
 * The remark/rehype pipeline every page body goes through at build time: GitHub-flavoured
 * Markdown, heading ids (the same ids `anchors` computes), a link icon on each heading, and
 * shiki highlighting in a light and a dark theme with titles and line highlights.
 */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import githubLightDefault from 'shiki/themes/github-light-default.mjs';
import remarkGfm from 'remark-gfm';
import { rehypeCopyButton } from './rehype-copy-button';
import { rehypeFocusableTables } from './rehype-focusable-tables';
import type { PluggableList } from 'unified';

/**
 * GitHub's light theme with its comment grey (#6e7781, 4.27:1 on our light code background,
 * under WCAG AA; the accessibility gate found it) replaced by GitHub's newer muted grey
 * (#59636e, 5.7:1).
 */
const lightTheme = {
  ...githubLightDefault,
  tokenColors: githubLightDefault.tokenColors?.map((rule) =>
    rule.settings.foreground?.toLowerCase() === '#6e7781'
      ? { ...rule, settings: { ...rule.settings, foreground: '#59636e' } }
      : rule,
  ),
};

/** Shiki themes for the light and the dark site theme. */
// With the comment colour above, every token of both themes keeps WCAG AA contrast on our
// code backgrounds.
export const CODE_THEMES = { light: lightTheme, dark: 'github-dark-default' } as const;

const prettyCode: PrettyCodeOptions = {
  theme: CODE_THEMES,
  // Colours come from CSS variables so the site theme switch needs no re-render.
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
};

export const remarkPlugins: PluggableList = [remarkGfm];

export const rehypePlugins: PluggableList = [
  rehypeSlug,
  [
    rehypeAutolinkHeadings,
    {
      behavior: 'append',
      properties: { className: ['heading-link'], ariaHidden: 'true', tabIndex: -1 },
      content: { type: 'text', value: '#' },
    },
  ],
  [rehypePrettyCode, prettyCode],
  rehypeCopyButton,
  rehypeFocusableTables,
];
