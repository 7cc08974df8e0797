import { extractAnchors } from '../content/anchors';
import { clip, pageRecords, SNIPPET_STORE_CHARS } from './records';

const body = `Intro with \`inline code\` and a [link](/x/).

## Options

Options text.

\`\`\`js
const secret = 'code is not indexed';
\`\`\`

### cacheDirectory

Cache text.

<Tip>Callout text counts.</Tip>

#### Deep heading

Deep text.

## Options

Second options section.
`;

const records = pageRecords({
  url: '/loaders/babel-loader/',
  title: 'babel-loader',
  sectionTitle: 'Loaders',
  description: 'Transpile with Babel.',
  body,
});

describe('pageRecords', () => {
  it('makes one page record and one per h2/h3, with the DocSearch hierarchy', () => {
    expect(records.map((r) => [r.type, r.url, r.lvl2 ?? null, r.lvl3 ?? null])).toEqual([
      ['lvl1', '/loaders/babel-loader/', null, null],
      ['lvl2', '/loaders/babel-loader/#options', 'Options', null],
      ['lvl3', '/loaders/babel-loader/#cachedirectory', 'Options', 'cacheDirectory'],
      ['lvl2', '/loaders/babel-loader/#options-1', 'Options', null],
    ]);
    for (const record of records) {
      expect(record.lvl0).toBe('Loaders');
      expect(record.lvl1).toBe('babel-loader');
    }
  });
  it('uses the same anchor ids as the rendered headings', () => {
    const ids = extractAnchors(body).map((a) => `/loaders/babel-loader/#${a.id}`);
    expect(records.slice(1).map((r) => r.url)).toEqual(ids);
  });
  it('indexes prose, callouts and deeper headings, not code listings', () => {
    expect(records[0]!.text).toBe('Transpile with Babel. Intro with inline code and a link.');
    expect(records[2]!.text).toBe('Cache text. Callout text counts. Deep heading Deep text.');
    expect(records.map((r) => r.text).join(' ')).not.toContain('secret');
  });
  it('stores a clipped snippet of the text', () => {
    expect(clip('one two three four', 9)).toBe('one two…');
    expect(clip('short', 10)).toBe('short');
    const long = pageRecords({
      url: '/a/',
      title: 'A',
      sectionTitle: 'A',
      body: 'word '.repeat(200),
    });
    expect(long[0]!.content.length).toBeLessThanOrEqual(SNIPPET_STORE_CHARS + 1);
  });
});

/** The records of a small page at /p/, without a description. */
const recordsOf = (mdx: string) =>
  pageRecords({ url: '/p/', title: 'P', sectionTitle: 'S', body: mdx });

describe('record text', () => {
  it.each([
    ['an import line', "import Tip from './tip';\n\nKept words.", 'Kept words.'],
    ['a JSX expression block', 'Kept words.\n\n{frontmatter.secret}', 'Kept words.'],
    ['a code block between paragraphs', 'One.\n\n```js\nsecret();\n```\n\nTwo.', 'One. Two.'],
    ['a code block inside a callout', '<Tip>\nSee:\n\n```js\nsecret();\n```\n</Tip>', 'See:'],
    ['an image alt text', 'Chunks ![secret diagram](/a.png) split.', 'Chunks split.'],
    ['a link definition', 'Kept [words][w].\n\n[w]: /secret/', 'Kept words.'],
  ])('leaves out %s, with single spaces and no space at the ends', (_, mdx, text) => {
    expect(recordsOf(mdx)[0]!.text).toBe(text);
  });
  it('keeps list items apart, and words inside a nested heading together', () => {
    expect(recordsOf('- one\n- two')[0]!.text).toBe('one two');
    expect(recordsOf('> #### **web**pack tips')[0]!.text).toBe('webpack tips');
  });
});

describe('record hierarchy', () => {
  it('makes an h3 before any h2 an h2 record under its own anchor', () => {
    const [, lonely] = recordsOf('### Lonely heading\n\nText.');
    expect(lonely).toEqual({
      lvl0: 'S',
      lvl1: 'P',
      url: '/p/#lonely-heading',
      type: 'lvl2',
      lvl2: 'Lonely heading',
      text: 'Text.',
      content: 'Text.',
    });
  });
});

describe('clip', () => {
  it.each([
    ['keeps a text exactly as long as the limit', 'exactly', 7, 'exactly'],
    ['keeps a word that ends at the limit', 'one two three', 7, 'one two…'],
    [
      'cuts inside a long word rather than drop most of the text',
      'a verylongword',
      10,
      'a verylong…',
    ],
    ['cuts a text without spaces at the limit', 'abcdefghijklmn', 10, 'abcdefghij…'],
    ['cuts at a space past six tenths of the limit', 'abcdefg hijkl', 10, 'abcdefg…'],
    ['does not cut at a space at six tenths of the limit', 'abcdef ghijkl', 10, 'abcdef ghi…'],
    ['leaves no space before the ellipsis', ' one two   three', 11, ' one two…'],
  ])('%s', (_, text, max, clipped) => {
    expect(clip(text, max)).toBe(clipped);
  });
});

describe('record messages', () => {
  /** The messages of each record of a page, by its url. */
  const messagesOf = (mdx: string) =>
    Object.fromEntries(recordsOf(mdx).map((r) => [r.url, r.messages ?? []]));

  it.each([
    [
      'a quoted message in prose',
      'It prints "Module not found in src" here.',
      ['Module not found in src'],
    ],
    ['a curly-quoted message', 'It prints “Build failed twice” here.', ['Build failed twice']],
    ['no quoted word without spaces', 'Set "module-not-found-error" here.', []],
    ['no quoted phrase that reads like no error', 'Say "hello there friend" here.', []],
    [
      'error-like inline code',
      "See `Cannot find module './a.js'.` here.",
      ["Cannot find module './a.js'"],
    ],
    ['no error-like inline code without spaces', 'Use `error-overlay` here.', []],
    [
      'a message without its trailing dots',
      'See `Module build failed...` here.',
      ['Module build failed'],
    ],
    [
      'a message ending in undefined, whole',
      'See `Cannot read properties of undefined` here.',
      ['Cannot read properties of undefined'],
    ],
    [
      'a message only opened by a quote, whole',
      "See `'sass' cannot be resolved` here.",
      ["'sass' cannot be resolved"],
    ],
    [
      'a message in backticks, unquoted',
      'See `` `Module build failed` `` here.',
      ['Module build failed'],
    ],
  ])('reads %s', (_, mdx, messages) => {
    expect(messagesOf(mdx)['/p/']).toEqual(messages);
  });

  it('reads the bold lead of each troubleshooting item as a message, unquoted', () => {
    const mdx = [
      '- **Not a message** in the intro.',
      '## Troubleshooting',
      '- **“Cannot find module”** means it is missing.',
      "- **'sass' is missing** too.",
      "- **'Module parse failed'** in a loader.",
      '- **"  Unexpected token "** in a file.',
      '- **<Icon />** An item led by an icon.',
      '- Plain **Not a lead** item.',
      '-',
      '- ```sh',
      '  npx webpack',
      '  ```',
      '### Sass',
      '- **Sass failed**: under an h3 of the section.',
      '## Options',
      '- **cache**: not a troubleshooting section.',
      '### More options',
      '- **mode**: an h3 that is not one.',
      '### Common errors',
      '- **Loader failed**: an h3 that is one.',
    ].join('\n\n');
    expect(messagesOf(mdx)).toEqual({
      '/p/': [],
      '/p/#troubleshooting': [
        'Cannot find module',
        "'sass' is missing",
        'Module parse failed',
        'Unexpected token',
      ],
      '/p/#sass': ['Sass failed'],
      '/p/#options': [],
      '/p/#common-errors': ['Loader failed'],
      '/p/#more-options': [],
    });
  });
});
