import { describe, expect, it } from 'vitest';
import { extractAnchors } from './anchors';

describe('extractAnchors', () => {
  it('returns h2 and h3 headings with github-slugger ids, in order', () => {
    const source = [
      '# Title',
      '## output.filename',
      'text',
      '### `output.path`',
      '#### Deep',
      '## Mode: development',
    ].join('\n\n');
    expect(extractAnchors(source)).toEqual([
      { title: 'output.filename', id: 'outputfilename', level: 2 },
      { title: 'output.path', id: 'outputpath', level: 3 },
      { title: 'Mode: development', id: 'mode-development', level: 2 },
    ]);
  });

  it('numbers duplicate headings the way rehype-slug does, counting every level', () => {
    const source = ['# Usage', '## Usage', '### Usage', '#### Options', '## Options'].join('\n\n');
    expect(extractAnchors(source).map((anchor) => anchor.id)).toEqual([
      'usage-1',
      'usage-2',
      'options-1',
    ]);
  });

  it('reads text inside emphasis, links and JSX, and ignores headings in code', () => {
    const source = [
      '## The *entry* [point](/concepts/)',
      '## Badge <span>5.20.0+</span>',
      '```md\n## Not a heading\n```',
    ].join('\n\n');
    expect(extractAnchors(source)).toEqual([
      { title: 'The entry point', id: 'the-entry-point', level: 2 },
      { title: 'Badge 5.20.0+', id: 'badge-5200', level: 2 },
    ]);
  });

  it('returns an empty list for a page without headings', () => {
    expect(extractAnchors('Just a paragraph.')).toEqual([]);
  });
});
