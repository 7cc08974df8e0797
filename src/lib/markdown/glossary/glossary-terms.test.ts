import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTerms } from './glossary-terms';
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
