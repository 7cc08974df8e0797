import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionLink, optionLinker } from './option-link';
import { loadOptionSchemas, matchOption, schemaType } from './option-schema';
import { indexHeadings, loadReferenceHeadings, pageHeadings } from './reference-headings';

const schemas = loadOptionSchemas();
const headings = loadReferenceHeadings('content');
const link = (...path: string[]) => optionLink(schemas, headings, path);

describe('matchOption (webpack option schema)', () => {
  it('names an option by its path, its ancestors next', () => {
    expect(matchOption(schemas, ['optimization', 'splitChunks', 'chunks'])?.candidates).toEqual([
      { title: 'optimization.splitChunks.chunks' },
      { title: 'optimization.splitChunks' },
      { title: 'optimization' },
    ]);
  });

  it('documents rule properties under Rule. on the module page', () => {
    expect(matchOption(schemas, ['module', 'rules', '[]', 'use'])?.candidates[0]).toEqual({
      title: 'Rule.use',
      page: '/configuration/module/',
    });
  });

  it('does not match keys the schema leaves free', () => {
    expect(matchOption(schemas, ['entry', 'main'])).toBeUndefined();
    expect(matchOption(schemas, ['resolve', 'alias', 'react'])).toBeUndefined();
    expect(
      matchOption(schemas, ['module', 'rules', '[]', 'use', '[]', 'options', 'modules']),
    ).toBeUndefined();
    expect(matchOption(schemas, ['outputs'])).toBeUndefined();
    expect(matchOption(schemas, ['output', 'constructor'])).toBeUndefined();
  });

  it('reads devServer options from the dev server schema', () => {
    expect(matchOption(schemas, ['devServer', 'port'])?.type).toBe("number | string | 'auto'");
    // The dev server gives `open.app.arguments` its items but no type.
    expect(matchOption(schemas, ['devServer', 'open', 'app', 'arguments'])?.type).toBe('string[]');
  });

  it('writes short types, naming nested definitions', () => {
    const root = { definitions: { Mode: { enum: ['a', 'b'] } } };
    expect(schemaType({ anyOf: [{ $ref: '#/definitions/Mode' }, { type: 'boolean' }] }, root)).toBe(
      "'a' | 'b' | boolean",
    );
    expect(schemaType({ type: 'array', items: { type: 'string' } }, root)).toBe('string[]');
    expect(schemaType({ instanceof: 'RegExp' }, root)).toBe('RegExp');
  });
});

describe('optionLink (reference headings)', () => {
  it('links output.filename to its heading with the type and default written there', () => {
    expect(link('output', 'filename')).toEqual({
      href: '/configuration/output/#outputfilename',
      option: 'output.filename',
      type: 'string | ((pathData: PathData, assetInfo?: AssetInfo) => string)',
      default: "'[name].js' ('[name].mjs' when output.module is on)",
    });
  });

  it('links split chunks options and rule properties', () => {
    expect(link('optimization', 'splitChunks', 'chunks')).toMatchObject({
      href: '/configuration/optimization/#optimizationsplitchunkschunks',
      default: "'async' (inside a cache group, the top-level value)",
    });
    expect(link('module', 'rules', '[]', 'use')).toMatchObject({
      href: '/configuration/module/#ruleuse',
      option: 'Rule.use',
      default: 'no loaders',
    });
  });

  it('falls back to the nearest documented ancestor, with the type from the schema', () => {
    expect(link('module', 'rules', '[]', 'use', '[]', 'loader')).toEqual({
      href: '/configuration/module/#ruleuse',
      option: 'Rule.use.loader',
      type: 'string',
      documentedUnder: 'Rule.use',
    });
    expect(link('optimization', 'splitChunks', 'cacheGroups', 'vendor', 'priority')).toMatchObject({
      href: '/configuration/optimization/#optimizationsplitchunkscachegroups',
      type: 'number',
    });
  });

  it('names a wildcard part of a fallback option with an ellipsis', () => {
    expect(link('optimization', 'splitChunks', 'cacheGroups', 'vendor', 'priority')?.option).toBe(
      'optimization.splitChunks.cacheGroups.….priority',
    );
  });

  it('links a rule property to its heading on the module page, not a same-named heading elsewhere', () => {
    const [moduleHeading] = headings.get('Rule.use')!;
    const elsewhere = {
      ...moduleHeading!,
      href: '/guides/loaders/#ruleuse',
      page: '/guides/loaders/',
    };
    const index = indexHeadings([elsewhere, moduleHeading!]);
    expect(optionLink(schemas, index, ['module', 'rules', '[]', 'use'])?.href).toBe(
      '/configuration/module/#ruleuse',
    );
  });

  it('does not link keys that are no option, nor options nothing documents', () => {
    expect(link('entry', 'main')).toBeUndefined();
    expect(link('module', 'rules', '[]', 'use', '[]', 'options', 'modules')).toBeUndefined();
    expect(optionLink(schemas, indexHeadings([]), ['output', 'filename'])).toBeUndefined();
  });
});

describe('optionLinker', () => {
  it('resolves each key path once and keeps paths with the same letters apart', () => {
    let lookups = 0;
    const counted = new Map(headings);
    counted.get = (title) => (lookups++, headings.get(title));
    const linker = optionLinker(schemas, counted);
    expect(linker(['output', 'filename'])?.option).toBe('output.filename');
    const first = lookups;
    expect(linker(['output', 'filename'])?.option).toBe('output.filename');
    expect(lookups).toBe(first);
    expect(linker(['outputf', 'ilename'])).toBeUndefined();
  });
});

describe('pageHeadings', () => {
  it('reads ids, types and Default: sentences under each heading', () => {
    const source = [
      '## output',
      '',
      '`object`',
      '',
      'Default: `{}`.',
      '',
      '### output.path',
      '',
      '`string` — where files go. Default: the `dist` folder. More text.',
    ].join('\n');
    expect(pageHeadings('/configuration/output/', source)).toEqual([
      {
        title: 'output',
        href: '/configuration/output/#output',
        page: '/configuration/output/',
        type: 'object',
        default: '{}',
      },
      {
        title: 'output.path',
        href: '/configuration/output/#outputpath',
        page: '/configuration/output/',
        type: 'string',
        default: 'the dist folder',
      },
    ]);
  });

  /** The details read under each heading of `source`, by title. */
  const detailsOf = (source: string) =>
    Object.fromEntries(
      pageHeadings('/configuration/x/', source).map(({ title, type, default: value, summary }) => [
        title,
        { type, default: value, summary },
      ]),
    );

  it('takes the first sentence of the prose as the summary, past the type, default and release badge', () => {
    const source = [
      '## typed',
      '',
      '`boolean`',
      '',
      'Default: `false`',
      '',
      '10.1.10+',
      '',
      'Removes old files. Then more.',
      '',
      '## untyped',
      '',
      'Writes the build to disk. More prose.',
      '',
      '## prose default',
      '',
      '`string`',
      '',
      'Where files go. Default: the `dist` folder.',
      '',
      '## version in prose',
      '',
      '5.20.0+ adds hashes. Needs webpack 5.20.0+',
      '',
      '## code first',
      '',
      '```js',
      'x;',
      '```',
      '',
      '`string` is accepted here.',
    ].join('\n');
    expect(detailsOf(source)).toEqual({
      typed: { type: 'boolean', default: 'false', summary: 'Removes old files.' },
      untyped: { summary: 'Writes the build to disk.' },
      'prose default': { type: 'string', default: 'the dist folder', summary: 'Where files go.' },
      'version in prose': { summary: '5.20.0+ adds hashes.' },
      // Only a paragraph opening the section names the type.
      'code first': { summary: 'string is accepted here.' },
    });
  });

  it('skips paragraphs without text, and looks no further than five paragraphs for a summary', () => {
    const source = [
      '## icons',
      '',
      '![](a.png) ![](b.png)',
      '',
      'Shows icons.',
      '',
      '## far',
      '',
      '`boolean`',
      '',
      'Default: `false`',
      '',
      '5.1.0+',
      '',
      '![](a.png)',
      '',
      '![](b.png)',
      '',
      'Too far down to sum the option up.',
    ].join('\n');
    expect(detailsOf(source)).toEqual({
      icons: { summary: 'Shows icons.' },
      far: { type: 'boolean', default: 'false' },
    });
  });

  it('reads a default glued to its colon, and only from the first three paragraphs', () => {
    const source = [
      '## glued',
      '',
      "Default:`'auto'`. Other text.",
      '',
      '## late',
      '',
      '`string`',
      '',
      'First.',
      '',
      'Second.',
      '',
      'An example further down. Default: not the option default.',
    ].join('\n');
    expect(detailsOf(source)).toMatchObject({
      glued: { default: "'auto'" },
      late: { type: 'string', default: undefined, summary: 'First.' },
    });
  });

  it('writes a type with its spaces tidied', () => {
    expect(detailsOf('## a\n\n`string |  number `')).toMatchObject({
      a: { type: 'string | number' },
    });
  });

  it('reads details under h2 and h3 option headings only, the first of a title winning', () => {
    const source = [
      '# output',
      '',
      'The page title, not the option.',
      '',
      '## output <Badge />',
      '',
      '`object`',
      '',
      '## rules',
      '',
      '### test',
      '',
      '`string`',
      '',
      '## other',
      '',
      '### test',
      '',
      '`RegExp`',
    ].join('\n');
    const headings = pageHeadings('/configuration/x/', source);
    expect(headings.map(({ title, type }) => [title, type])).toEqual([
      ['output', 'object'],
      ['rules', undefined],
      ['test', 'string'],
      ['other', undefined],
      ['test', 'string'],
    ]);
  });
});

describe('loadReferenceHeadings', () => {
  it('reads the content folder once per process', () => {
    expect(loadReferenceHeadings('content')).toBe(headings);
  });

  it('reads the .md and .mdx pages of the configuration folder, nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'reference-headings-'));
    try {
      mkdirSync(join(root, 'configuration'));
      writeFileSync(join(root, 'configuration/alpha.md'), '## alpha\n\n`string`\n');
      writeFileSync(join(root, 'configuration/beta.mdx'), '## beta\n\n`number`\n');
      // Neither is a page: locate() would reject their names.
      writeFileSync(join(root, 'configuration/notes.txt'), '## notes\n');
      writeFileSync(join(root, 'configuration/gamma.md.orig'), '## gamma\n');
      const index = loadReferenceHeadings(root);
      expect([...index.keys()].sort()).toEqual(['alpha', 'beta']);
      expect(index.get('alpha')).toEqual([
        {
          title: 'alpha',
          href: '/configuration/alpha/#alpha',
          page: '/configuration/alpha/',
          type: 'string',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('links nothing for a content folder without a configuration section', () => {
    const root = mkdtempSync(join(tmpdir(), 'reference-headings-'));
    try {
      expect(loadReferenceHeadings(root).size).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
