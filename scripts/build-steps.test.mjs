import { describe, expect, it } from 'vitest';
import { stepTimes } from './build-steps.mjs';

describe('stepTimes', () => {
  it('reads the step lines of the build and of the export steps', () => {
    const output = [
      'build: content (12.3 s)',
      'build: highlighting (20.5 s, summed over 2 worker threads)',
      '✓ Compiled successfully in 40s',
      'postbuild: social cards (3.1 s)',
      'social cards: 200 cards (not a step line)',
    ].join('\n');
    expect(stepTimes(output)).toEqual({
      content: 12.3,
      highlighting: 20.5,
      'social cards': 3.1,
    });
  });
});
