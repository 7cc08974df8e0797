/** Machine-readable twins of the site: llms.txt, llms-full.txt and a Markdown file per page. */

/** File name of a page's Markdown twin, inside the page's folder. */
export const MARKDOWN_TWIN_FILE = 'index.md';

/** The Markdown twin of a page url (`/concepts/` → `/concepts/index.md`). */
export function markdownTwinUrl(url: string): string {
  return `${url.endsWith('/') ? url : `${url}/`}${MARKDOWN_TWIN_FILE}`;
}

/** The index of every page, in the llms.txt convention. */
export const LLMS_TXT_PATH = '/llms.txt';

/** Every page as Markdown, one after another. */
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';

/** The blockquote summary under the site name in llms.txt and llms-full.txt. */
export const LLMS_SUMMARY =
  'Documentation of webpack, the module bundler for JavaScript applications: concepts, the configuration reference, guides, loaders, plugins, migration notes and the API for plugin and loader authors.';

/** Heading in llms.txt for pages that belong to no section (glossary, license…). */
export const LLMS_OTHER_PAGES_TITLE = 'More';

/** Labels of the callouts authors write as `<Tip>` and `<Warning>`. */
export const CALLOUT_LABELS = { tip: 'Tip', warning: 'Warning' } as const;

/** The "Copy page as Markdown" button's three states. */
export const COPY_PAGE_LABELS = {
  idle: 'Copy page as Markdown',
  copied: 'Copied',
  failed: 'Copy failed',
} as const;

/** How long the copy button shows "Copied" or "Copy failed", in ms. */
export const COPY_PAGE_FEEDBACK_MS = 2500;
