/** Config blocks shown in three syntaxes from one CommonJS source (a site-wide reader choice). */

/** The syntaxes, in the order of the toggle. */
export const CONFIG_SYNTAXES = ['esm', 'cjs', 'ts'] as const;
export type ConfigSyntax = (typeof CONFIG_SYNTAXES)[number];

/** Toggle labels. */
export const CONFIG_SYNTAX_LABELS: Record<ConfigSyntax, string> = {
  esm: 'ESM',
  cjs: 'CommonJS',
  ts: 'TypeScript',
};

/** What readers see before choosing: the syntax the block is written in (webpack's default). */
export const DEFAULT_CONFIG_SYNTAX: ConfigSyntax = 'cjs';

/** Local storage key of the reader's choice. */
export const CONFIG_SYNTAX_STORAGE_KEY = 'config-syntax';

/** Attribute on <html> holding the current choice; CSS shows the matching variant. */
export const CONFIG_SYNTAX_ATTRIBUTE = 'data-config-syntax';

/** Fence meta flag that asks for the three variants: ```js title="webpack.config.js" syntaxes */
export const CONFIG_SYNTAXES_FLAG = 'syntaxes';

/** Accessible name of each block's toggle. */
export const CONFIG_SYNTAX_GROUP_LABEL = 'Configuration syntax';
