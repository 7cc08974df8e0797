/**
 * The remark/rehype pipeline every page body goes through at build time: GitHub-flavoured
 * Markdown, heading ids (the same ids `anchors` computes), a link icon on each heading, and
 * shiki highlighting in a light and a dark theme with titles and line highlights, config keys
 * linked to the reference, glossary terms linked to the glossary, and copy buttons.
 */
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypePrettyCode, { type Options as PrettyCodeOptions } from 'rehype-pretty-code';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { CODE_THEMES } from './code-themes';
import { rehypeConfigLinks } from './rehype-config-links';
import { rehypeCopyButton } from './rehype-copy-button';
import { rehypeGlossaryTerms } from './rehype-glossary-terms';
import type { PluggableList } from 'unified';

export { CODE_THEMES };

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
  // After highlighting: they wrap highlighted tokens and must not see code as prose.
  rehypeConfigLinks,
  rehypeGlossaryTerms,
  rehypeCopyButton,
];
