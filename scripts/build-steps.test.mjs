import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { stepTimes, watchNext } from './build-steps.mjs';
import { HOLD_LINE } from './hold-for-content.mjs';

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

describe('watchNext', () => {
  it("times a compile held for the content step at its own line, not at Next's", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const printed = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      vi.setSystemTime(0);
      const stream = new EventEmitter();
      const phases = watchNext(stream, 0, () => 4000);
      const at = (ms, line) => {
        vi.setSystemTime(ms);
        stream.emit('data', `${line}\n`);
      };
      at(1500, `   ${HOLD_LINE}`);
      at(4100, '✓ Compiled successfully in 4.1s');
      at(9000, '✓ Generating static pages using 2 workers (10/10) in 4.9s');
      phases.report(10_000);
    } finally {
      log.mockRestore();
      write.mockRestore();
      vi.useRealTimers();
    }
    expect(printed).toEqual([
      'build: Next compile (1.5 s)',
      'build: static generation (5.0 s)',
      'build: Next export and traces (1.0 s)',
    ]);
  });
});
