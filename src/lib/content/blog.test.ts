import { describe, expect, it } from 'vitest';
import { firstParagraph, formatDay } from './blog';

describe('formatDay', () => {
  it('shows the day of the file name whatever the time zone', () => {
    expect(formatDay('2020-10-10')).toBe('10 October 2020');
    expect(formatDay('2026-01-01')).toBe('1 January 2026');
  });

  it('returns odd input unchanged instead of throwing', () => {
    expect(formatDay('someday')).toBe('someday');
  });
});

describe('firstParagraph', () => {
  it('skips headings, code and JSX and strips link targets and marks', () => {
    const body = [
      '## Heading',
      '',
      '```js',
      'const a = 1;',
      '',
      'const b = 2;',
      '```',
      '',
      '<Tip>aside</Tip>',
      '',
      'The **first** [real](/concepts/) paragraph',
      'goes on with `code`.',
      '',
      'Second paragraph.',
    ].join('\n');
    expect(firstParagraph(body)).toBe('The first real paragraph goes on with code.');
  });

  it('skips whole code blocks, closed or split by blank lines, however much prose-like text they hold', () => {
    const body = [
      '```sh',
      'npm install webpack',
      '```',
      '',
      'Not prose yet:',
      '```js',
      'const a = 1;',
      '',
      'looks like a sentence',
      '',
      '```',
      '',
      'The teaser.',
    ].join('\n');
    expect(firstParagraph(body)).toBe('The teaser.');
    expect(firstParagraph('```sh\nnpm install webpack\n```\n\nRight after the code.')).toBe(
      'Right after the code.',
    );
  });

  it('does not take inline backticks in prose for a code fence', () => {
    expect(firstParagraph('Wrap code in ``` fences.\n\nLater.')).toBe('Wrap code in fences.');
  });

  it('skips lists and a leading blank line, and collapses the spacing of wrapped lines', () => {
    const body = [
      '',
      '## Heading',
      '',
      '- a bullet',
      '',
      '1. a step',
      '',
      '10. a tenth step',
      '',
      '![](/assets/diagram.png) A diagram',
      '   wraps  here.',
    ].join('\n');
    expect(firstParagraph(body)).toBe('A diagram wraps here.');
  });

  it('returns an empty string for a body without prose', () => {
    expect(firstParagraph('## Only a heading')).toBe('');
    expect(firstParagraph('')).toBe('');
  });
});
