import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSteps, tagLines } from './steps.mjs';

const node = process.execPath;
const step = (name, code, marker, { delay = 0, after } = {}) => [
  name,
  node,
  [
    '-e',
    `setTimeout(() => { require('fs').appendFileSync(${JSON.stringify(marker)}, '${name} '); process.exit(${code}); }, ${delay})`,
  ],
  ...(after ? [{ after }] : []),
];

describe('tagLines', () => {
  it('tags every whole line, and the last partial one at the end', async () => {
    const stream = new PassThrough();
    const lines = [];
    tagLines(stream, 'lint', (line) => lines.push(line));
    stream.write('one\ntw');
    stream.write('o\nthree');
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(lines).toEqual(['[lint] one\n', '[lint] two\n', '[lint] three\n']);
  });
});

describe('runSteps', () => {
  const folder = mkdtempSync(join(tmpdir(), 'steps-test-'));
  let count = 0;
  // Every test silences the steps' output; the spies also let it read what was printed.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** A file each step appends its name to, so a test sees which steps ran. */
  const marker = () => join(folder, `ran-${(count += 1)}`);
  const ran = (file) => readFileSync(file, 'utf8').trim().split(' ');

  it('runs every step and group in order and passes when all pass', async () => {
    const file = marker();
    const code = await runSteps([
      step('a', 0, file),
      { lanes: [[step('b', 0, file), step('c', 0, file)], [step('d', 0, file)]] },
      step('e', 0, file),
    ]);
    expect(code).toBe(0);
    expect(ran(file).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(console.log).toHaveBeenCalledWith('steps: 5 passed, 0 failed');
  });

  it('stops a lane at its failure, lets the other lane finish, and runs nothing after', async () => {
    const file = marker();
    const code = await runSteps([
      { lanes: [[step('b', 3, file), step('c', 0, file)], [step('d', 0, file)]] },
      step('e', 0, file),
    ]);
    expect(code).toBe(3);
    expect(ran(file).sort()).toEqual(['b', 'd']);
    expect(console.log).toHaveBeenCalledWith('steps: 1 passed, 1 failed');
  });

  it('starts a step that waits for another lane once that step has passed', async () => {
    const file = marker();
    const code = await runSteps([
      {
        lanes: [
          [step('lint', 0, file), step('unit', 0, file, { after: 'content' })],
          [step('content', 0, file, { delay: 400 }), step('dev', 0, file)],
        ],
      },
    ]);
    expect(code).toBe(0);
    const order = ran(file);
    expect(order.indexOf('unit')).toBeGreaterThan(order.indexOf('content'));
    expect(order.indexOf('lint')).toBeLessThan(order.indexOf('content'));
  });

  it('does not run a step whose awaited step failed, or never ran', async () => {
    const file = marker();
    const code = await runSteps([
      {
        lanes: [
          [step('unit', 0, file, { after: 'content' })],
          [step('lint', 2, file), step('content', 0, file), step('dev', 0, file)],
          [step('typecheck', 0, file, { after: 'dev' })],
        ],
      },
    ]);
    expect(code).toBe(1);
    expect(ran(file)).toEqual(['lint']);
    expect(console.error).toHaveBeenCalledWith('\n✖ unit not run: content did not pass');
    expect(console.error).toHaveBeenCalledWith('\n✖ typecheck not run: dev did not pass');
    expect(console.log).toHaveBeenCalledWith('steps: 0 passed, 3 failed');
  });
});
