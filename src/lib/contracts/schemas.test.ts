// Each hand-off schema accepts what its writer writes and names the field a broken file gets
// wrong. Written for mutants StrykerJS planted (a schema loosened to `{}` or a tuple emptied)
// that no test noticed: only the real build fed these schemas.
import { describe, expect, it } from 'vitest';
import { GENERATED_DOCS } from './generated-docs';
import { LISTED_SECTIONS, SECTION_MANIFEST } from './offline-sections';
import { OG_CARDS } from './og-cards';
import { checkContract, type Contract } from './read';
import { SW_PAGES } from './sw-pages';
import { OFFLINE_SAVE } from '../site/offline-save';
import type { z } from 'zod';

const section = { id: 'guides', title: 'Guides', urls: ['/guides/'] };
const manifest = {
  sections: [
    {
      ...section,
      pages: 1,
      bytes: 300,
      files: [
        ['/guides/', 200, 'rev1'],
        ['/_next/static/a.js', 100],
      ],
    },
  ],
};
const og = {
  template: {
    width: 1200,
    height: 630,
    dir: '/og/',
    logo: 'public/favicon.svg',
    host: 'webpack.js.org',
    colors: { text: '#fff' },
  },
  cards: [{ image: '/og/guides.png', section: 'Guides', lines: ['Guides'] }],
};
const doc = {
  url: '/guides/',
  section: 'guides',
  path: 'guides/index',
  anchors: [{ title: 'Setup', id: 'setup', level: 2 }],
  body: { raw: 'Text.', code: 'var x;' },
};

/** The message checkContract throws for `value`, or '' when it passes. */
function problem<S extends z.ZodType>(contract: Contract<S>, value: unknown): string {
  try {
    checkContract(contract, value);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

const cases: [string, Contract<z.ZodType>, unknown, (value: unknown) => unknown, string][] = [
  [
    'listed sections: a url that is not a string',
    LISTED_SECTIONS,
    { sections: [section] },
    () => ({ sections: [{ ...section, urls: [1] }] }),
    'sections.0.urls.0',
  ],
  [
    'listed sections: no title',
    LISTED_SECTIONS,
    { sections: [section] },
    () => ({ sections: [{ id: 'guides', urls: [] }] }),
    'sections.0.title',
  ],
  [
    'section manifest: a file without its size',
    SECTION_MANIFEST,
    manifest,
    () => ({ sections: [{ ...manifest.sections[0], files: [['/guides/']] }] }),
    'sections.0.files.0',
  ],
  [
    'section manifest: a page revision that is not a string',
    SECTION_MANIFEST,
    manifest,
    () => ({ sections: [{ ...manifest.sections[0], files: [['/guides/', 200, 3]] }] }),
    'sections.0.files.0',
  ],
  [
    'social cards: no logo',
    OG_CARDS,
    og,
    () => ({ ...og, template: { ...og.template, logo: undefined } }),
    'template.logo',
  ],
  [
    'social cards: a colour that is not a string',
    OG_CARDS,
    og,
    () => ({ ...og, template: { ...og.template, colors: { text: 1 } } }),
    'template.colors.text',
  ],
  [
    'social cards: an image path without its leading slash',
    OG_CARDS,
    og,
    () => ({ ...og, cards: [{ ...og.cards[0], image: 'og/guides.png' }] }),
    'cards.0.image',
  ],
  [
    'social cards: a card folder without its leading slash',
    OG_CARDS,
    og,
    () => ({ ...og, template: { ...og.template, dir: 'og/' } }),
    'template.dir',
  ],
  [
    'documents: a url without its leading slash',
    GENERATED_DOCS,
    [doc],
    () => [{ ...doc, url: 'guides/' }],
    '0.url',
  ],
  [
    'documents: an anchor without its level',
    GENERATED_DOCS,
    [doc],
    () => [{ ...doc, anchors: [{ title: 'Setup', id: 'setup' }] }],
    '0.anchors.0.level',
  ],
  [
    'documents: a body without its code',
    GENERATED_DOCS,
    [doc],
    () => [{ ...doc, body: { raw: 'Text.' } }],
    '0.body.code',
  ],
  [
    'warm-up pages: a page without its size',
    SW_PAGES,
    { pages: [['/', 'rev', 12]], visitBudget: 900 },
    () => ({ pages: [['/', 'rev']], visitBudget: 900 }),
    'pages.0',
  ],
  [
    'warm-up pages: a path without its leading slash',
    SW_PAGES,
    { pages: [['/', 'rev', 12]], visitBudget: 900 },
    () => ({ pages: [['guides/', 'rev', 12]], visitBudget: 900 }),
    'pages.0.0',
  ],
];

describe('hand-off schemas', () => {
  it.each(cases)('%s', (_name, contract, valid, broken, field) => {
    expect(problem(contract, valid)).toBe('');
    expect(problem(contract, broken(valid))).toMatch(
      new RegExp(`\\n {2}${field.replace(/\./g, '\\.')}: `),
    );
  });

  it('keep the manifest where the save dialog fetches it, relative to out/', () => {
    expect(`/${LISTED_SECTIONS.file}`).toBe(OFFLINE_SAVE.manifestUrl);
    expect(SECTION_MANIFEST.file).toBe(LISTED_SECTIONS.file);
  });
});
