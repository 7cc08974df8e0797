/**
 * The remark/rehype pipeline every page body goes through at build time: GitHub-flavoured
 * Markdown, heading ids (the same ids `anchors` computes), a link icon on each heading, and
 * shiki highlighting in a light and a dark theme with titles and line highlights.
 */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { remarkConfigSyntaxes } from './config-syntaxes/remark-config-syntaxes';
import { rehypeCopyButton } from './rehype-copy-button';
import type { PluggableList } from 'unified';

/** Shiki themes for the light and the dark site theme. */
// The *-default variants keep every token at WCAG AA contrast on our code backgrounds.
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const prettyCode: PrettyCodeOptions = {
  theme: CODE_THEMES,
  // Colours come from CSS variables so the site theme switch needs no re-render.
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
};

// Config syntaxes run here, before highlighting, so each variant is highlighted like any block.
export const remarkPlugins: PluggableList = [remarkGfm, remarkConfigSyntaxes];

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
];
