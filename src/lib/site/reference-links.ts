/**
 * Constants of the build-time reference links: config keys in code examples that link to
 * the configuration reference, and glossary terms in prose that link to the glossary.
 */

/** Titles of the code blocks whose object keys link to the configuration reference. */
export const CONFIG_BLOCK_TITLE = /^webpack\.config\.(?:js|mjs|cjs|ts)$/;

/** Section whose pages document the options, one heading per option path. */
export const CONFIG_REFERENCE_SECTION = 'configuration';

/**
 * Schema definitions documented under a heading prefix of their own rather than under the
 * path they were reached by: `module.rules[].test` is `Rule.test` on the module page, and
 * an entry descriptor's `import` is `import` on the entry page.
 */
export const CONFIG_DEFINITION_HEADINGS: Readonly<
  Record<string, { prefix: string[]; page: string }>
> = {
  RuleSetRule: { prefix: ['Rule'], page: '/configuration/module/' },
  EntryDescription: { prefix: [], page: '/configuration/entry-context/' },
};

/** Longest type or default shown in a tooltip, in characters; longer ones are cut. */
export const TOOLTIP_TEXT_MAX = 160;

/** The glossary page: its source file (relative to the content folder) and its url. */
export const GLOSSARY_SOURCE = 'glossary.mdx';
export const GLOSSARY_URL = '/glossary/';

/** Class names of the build-time tooltips, shared by the CSS and the rehype plugins. */
export const TOOLTIP_CLASSES = {
  host: 'tip-host',
  tip: 'tip',
  configKey: 'config-key',
  glossaryTerm: 'glossary-term',
} as const;
