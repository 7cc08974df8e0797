import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryTerms, loadGlossaryTerms } from './glossary-terms';
import { termMatcher } from './term-matcher';

const terms = glossaryTerms(readFileSync('content/glossary.mdx', 'utf8'));
const byName = new Map(terms.map((term) => [term.term, term]));

describe('glossaryTerms (the real glossary)', () => {
  it('takes each term heading with the first paragraph under it as plain text', () => {
    expect(byName.get('Chunk')).toEqual({
      term: 'Chunk',
      href: '/glossary/#chunk',
      definition:
        'A group of modules emitted together. Every entry point starts an initial chunk, every dynamic import() creates an async chunk, and splitting rules can create more.',
    });
    expect(byName.get('Hot Module Replacement')?.href).toBe('/glossary/#hot-module-replacement');
    expect(byName.get('Compiler')?.definition).toContain('See the Node.js API.');
  });

  it('skips the letter headings, which have no definition of their own', () => {
    expect(terms.length).toBeGreaterThan(40);
    expect(terms.some((term) => term.term.length === 1)).toBe(false);
  });
});

describe('glossaryTerms (a small glossary)', () => {
  it('takes h2 and h3 terms, not letter headings, deeper headings or headings without a paragraph', () => {
    const source = [
      '## A',
      'Terms starting with A.',
      '#### Chunk',
      'A note that is not the definition.',
      '## Asset',
      'A file   emitted\nby the build. <Badge />',
      '### Chunk',
      'A group of modules.',
      '### Loader',
      '- a list, not a definition',
      '## Zed',
    ].join('\n\n');
    expect(glossaryTerms(source)).toEqual([
      { term: 'Asset', href: '/glossary/#asset', definition: 'A file emitted by the build.' },
      // The h4 took the first slug: the link goes to the h3 the page shows as the term.
      { term: 'Chunk', href: '/glossary/#chunk-1', definition: 'A group of modules.' },
    ]);
  });

  it('keeps the first of two terms with the same name, linked to the first heading', () => {
    const source = '### Chunk\n\nFirst.\n\n### Chunk\n\nSecond.';
    expect(glossaryTerms(source)).toEqual([
      { term: 'Chunk', href: '/glossary/#chunk', definition: 'First.' },
    ]);
  });

  it('names a term by its heading text when a component follows it', () => {
    expect(glossaryTerms('## Chunk <Badge />\n\nA group of modules.')).toEqual([
      // The id is the untrimmed slug, as on the rendered page.
      { term: 'Chunk', href: '/glossary/#chunk-', definition: 'A group of modules.' },
    ]);
  });
});

describe('loadGlossaryTerms', () => {
  it('reads the glossary of a content folder once, and finds none without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-'));
    try {
      writeFileSync(join(dir, 'glossary.mdx'), '## Chunk\n\nA group of modules.');
      const terms = loadGlossaryTerms(dir);
      expect(terms.map((term) => term.term)).toEqual(['Chunk']);
      writeFileSync(join(dir, 'glossary.mdx'), '## Loader\n\nA transform.');
      expect(loadGlossaryTerms(dir)).toBe(terms);
      expect(loadGlossaryTerms(join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('termMatcher', () => {
  const find = termMatcher(terms);
  const found = (text: string) => find(text).map((m) => [text.slice(m.from, m.to), m.term.term]);

  it('matches whole words case-insensitively, plurals included', () => {
    expect(found('Two Chunks and a chunk group.')).toEqual([
      ['Chunks', 'Chunk'],
      ['chunk group', 'Chunk group'],
    ]);
    expect(found('a css-loader, chunky bacon, rechunk')).toEqual([]);
  });

  it('prefers the longest term where terms overlap', () => {
    expect(found('Module Federation shares modules.')).toEqual([
      ['Module Federation', 'Module Federation'],
      ['modules', 'Module'],
    ]);
    expect(found('code\nsplitting')).toEqual([['code\nsplitting', 'Code splitting']]);
  });

  const term = (name: string) => ({ term: name, href: `/glossary/#${name}`, definition: '' });

  it('finds a term with regex characters in its name as written', () => {
    const special = termMatcher([term('Node.js'), term('C++')]);
    const list = (text: string) =>
      special(text).map((m) => [text.slice(m.from, m.to), m.term?.term]);
    expect(list('Run it on Node.js or C++.')).toEqual([
      ['Node.js', 'Node.js'],
      ['C++', 'C++'],
    ]);
  });

  it('treats any run of spaces or line breaks alike, in the heading and in the prose', () => {
    // A heading typed with two spaces still names the term written with one, and back.
    const spaced = termMatcher([term('Code  splitting')]);
    expect(spaced('Use code splitting.').map((m) => m.term?.term)).toEqual(['Code  splitting']);
    expect(found('Use code  splitting or code\n  splitting.')).toEqual([
      ['code  splitting', 'Code splitting'],
      ['code\n  splitting', 'Code splitting'],
    ]);
  });

  it('finds nothing when there is no glossary', () => {
    expect(termMatcher([])('Any chunk of text.')).toEqual([]);
  });
});
