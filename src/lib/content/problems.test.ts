import { describe, expect, it } from 'vitest';
import { formatFailure, formatProblem, sortFailures, type Failure } from './problems';

const caching = 'content/guides/caching.mdx';
const cli = 'content/api/cli.mdx';

describe('formatFailure and formatProblem', () => {
  const failure: Failure = { file: caching, line: 12, column: 3, reason: 'unknown component <Tab>' };

  it('tell the writer the file, the line and the reason', () => {
    expect(formatFailure(failure)).toBe(`${caching}:12: unknown component <Tab>`);
  });

  it('add the column for editors, 1 when the check does not know it', () => {
    expect(formatProblem(failure)).toBe(`${caching}:12:3: unknown component <Tab>`);
    expect(formatProblem({ ...failure, column: undefined })).toBe(
      `${caching}:12:1: unknown component <Tab>`,
    );
  });
});

describe('sortFailures', () => {
  it('orders by file, then line, then column (a missing column counting as 1)', () => {
    const failures: Failure[] = [
      { file: caching, line: 12, column: 3, reason: 'c' },
      { file: cli, line: 40, column: 1, reason: 'b' },
      { file: caching, line: 12, reason: 'no column' },
      { file: caching, line: 4, column: 9, reason: 'a' },
      { file: cli, line: 2, column: 5, reason: 'a' },
      { file: caching, line: 12, column: 2, reason: 'b' },
    ];
    expect(sortFailures(failures).map(formatProblem)).toEqual([
      `${cli}:2:5: a`,
      `${cli}:40:1: b`,
      `${caching}:4:9: a`,
      `${caching}:12:1: no column`,
      `${caching}:12:2: b`,
      `${caching}:12:3: c`,
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const failures: Failure[] = [
      { file: cli, line: 2, reason: 'b' },
      { file: cli, line: 1, reason: 'a' },
    ];
    sortFailures(failures);
    expect(failures.map((failure) => failure.reason)).toEqual(['b', 'a']);
  });
});
