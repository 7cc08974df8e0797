// A content problem replaces the open page with the located problem, as `npm run check` prints
// it (file, line, column, reason), without a reload; the dev server keeps running; the page comes
// back by itself once the file is fixed.
import { expect, test } from '@playwright/test';
import { contentStepWatching, edit, hydrated, markDocument, sameDocument } from './support';

const PAGE = '/concepts/modules/';
const FILE = 'concepts/modules.mdx';
const FIRST_PARAGRAPH = 'In webpack, a module is';

const MISTAKES: [string, (source: string) => string, RegExp][] = [
  [
    'a bad frontmatter field',
    (source) => source.replace(/^sort: .*$/m, 'sort: not-a-number'),
    /^content\/concepts\/modules\.mdx:3:1: frontmatter field "sort" must be a number$/,
  ],
  [
    'an unknown frontmatter field',
    (source) => source.replace(/^sort:/m, 'colour: red\nsort:'),
    /^content\/concepts\/modules\.mdx:3:1: frontmatter field "colour" is not a known field$/,
  ],
  [
    'a YAML error',
    (source) => source.replace(/^sort: .*$/m, 'sort: [6'),
    /^content\/concepts\/modules\.mdx:\d+:\d+: frontmatter is not valid YAML: /,
  ],
  [
    'an MDX syntax error',
    (source) => source.replace(FIRST_PARAGRAPH, `A <broken tag. ${FIRST_PARAGRAPH}`),
    /^content\/concepts\/modules\.mdx:15:\d+: MDX does not parse: /,
  ],
  [
    'an unknown MDX component',
    (source) => source.replace(FIRST_PARAGRAPH, `<Tipp>Typo</Tipp>\n\n${FIRST_PARAGRAPH}`),
    /^content\/concepts\/modules\.mdx:15:1: unknown MDX component <Tipp>/,
  ],
  [
    'a config block the syntaxes step cannot rewrite',
    (source) =>
      source.replace(
        FIRST_PARAGRAPH,
        '```js title="webpack.config.js" syntaxes\nmodule.exports = { entry: require(file) };\n```\n\n' +
          FIRST_PARAGRAPH,
      ),
    /^content\/concepts\/modules\.mdx:16:\d+: config block flagged "syntaxes" cannot be rewritten: /,
  ],
  [
    'a broken internal link',
    (source) =>
      source.replace(FIRST_PARAGRAPH, `See [this](/concepts/nowhere/). ${FIRST_PARAGRAPH}`),
    /^content\/concepts\/modules\.mdx:15:5: link "\/concepts\/nowhere\/": no page or file at \/concepts\/nowhere\/$/,
  ],
];

test.beforeAll(async () => contentStepWatching());

test.beforeEach(async ({ page }) => {
  await page.goto(PAGE);
  await hydrated(page);
  await markDocument(page);
});

for (const [mistake, change, line] of MISTAKES) {
  test(`${mistake} shows in the page, located; the fix brings the page back`, async ({ page }) => {
    const report = page.locator('[data-content-report="problems"]');
    const restore = edit(FILE, change);
    try {
      await expect(report.getByRole('listitem').filter({ hasText: line })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toHaveCount(0);
    } finally {
      restore();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    await expect(report).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
  });
}
