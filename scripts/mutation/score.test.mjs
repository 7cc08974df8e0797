import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mutationScores, scoreTable } from './score.mjs';

/** A report as StrykerJS writes it for one job: its file's mutants, and what it was asked. */
const report = (file, statuses, mutate = [file, '!**/*.test.{ts,tsx,mjs}']) => ({
  schemaVersion: '1',
  thresholds: { high: 80, low: 60 },
  config: { mutate },
  files: statuses.length
    ? {
        [file]: {
          language: 'typescript',
          source: '',
          mutants: statuses.map((status, id) => ({
            id: String(id),
            mutatorName: 'BooleanLiteral',
            status,
            location: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
          })),
        },
      }
    : {},
});

const targets = [
  'src/lib/links/a.ts',
  'src/lib/search/b.ts',
  'src/lib/search/c.ts',
  'src/lib/site/d.ts',
  'src/worker',
  'scripts',
].map((path) => ({ name: path.replaceAll('/', '-'), path }));
const links = report('src/lib/links/a.ts', ['Killed', 'Survived']);
const search = report('src/lib/search/b.ts', [
  'Killed',
  'Timeout',
  'NoCoverage',
  'Ignored',
  'CompileError',
]);
// A job whose file has no mutants (a barrel of re-exports): in no report's files, yet it ran.
const barrel = report('src/lib/search/c.ts', []);
const byName = (rows) => Object.fromEntries(rows.map((row) => [row.name, row]));

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('mutation score over the jobs’ reports', () => {
  it('adds the reports up per file, per folder, per root and in all, as StrykerJS counts', () => {
    const rows = mutationScores([links, search, barrel], targets);
    expect(rows.map(({ name }) => name)).toEqual([
      'src/lib/links/a.ts',
      'src/lib/links (all)',
      'src/lib/search/b.ts',
      'src/lib/search/c.ts',
      'src/lib/search (all)',
      'src/lib/site/d.ts',
      'src/lib/site (all)',
      'src/lib (all)',
      'src/worker',
      'scripts',
      'everything',
    ]);
    const row = byName(rows);
    expect(row['src/lib/links (all)']).toMatchObject({
      mutants: 2,
      killed: 1,
      survived: 1,
      score: 50,
    });
    // Timed out counts as caught; no coverage as missed; ignored and errors are left out.
    expect(row['src/lib/search/b.ts']).toMatchObject({
      mutants: 3,
      killed: 1,
      timeout: 1,
      noCoverage: 1,
      errors: 1,
    });
    expect(row['src/lib/search/b.ts'].score).toBeCloseTo(66.67, 2);
    expect(row['src/lib/search/c.ts']).toMatchObject({ mutants: 0, score: undefined, missing: [] });
    expect(row['src/lib/search (all)'].missing).toEqual([]);
    expect(row['src/lib/site (all)']).toMatchObject({ mutants: 0, missing: ['src/lib/site/d.ts'] });
    expect(row['src/lib (all)']).toMatchObject({
      mutants: 5,
      score: 60,
      missing: ['src/lib/site/d.ts'],
    });
    expect(row.everything.missing).toEqual(['src/lib/site/d.ts', 'src/worker', 'scripts']);
  });

  it('counts a folder run by hand as every file of it asked', () => {
    const byHand = report('src/lib/search/b.ts', ['Killed'], ['src/lib/search/**/*.ts']);
    expect(byName(mutationScores([byHand], targets))['src/lib/search (all)'].missing).toEqual([]);
  });

  it('prints a table that marks partial totals and names what did not run, a folder once', () => {
    const table = scoreTable(mutationScores([links], targets), targets);
    expect(table).toContain('| src/lib/links/a.ts | 50.0% | 2 | 1 | 0 | 1 | 0 | 0 |');
    expect(table).toContain('| src/lib/search/b.ts | not run | 0 |');
    expect(table).toContain('| src/lib (all) | 50.0% (partial) | 2 |');
    expect(table).toContain(
      'Not in these reports: src/lib/search (every file), src/lib/site (every file), src/worker, scripts.',
    );
    expect(table).toContain('Target: 80% or more on src/lib.');
    expect(scoreTable(mutationScores([], targets), targets)).toContain(
      'Not in these reports: src/lib (every file), src/worker, scripts.',
    );
  });

  it('prints the table for report files and adds it to the GitHub job summary', () => {
    dir = mkdtempSync(join(tmpdir(), 'mutation-score-'));
    const files = [links, search].map((content, index) => {
      const file = join(dir, `report-${index}.json`);
      writeFileSync(file, JSON.stringify(content));
      return file;
    });
    const summary = join(dir, 'summary.md');
    writeFileSync(summary, '');
    const out = execFileSync('node', ['scripts/mutation/score.mjs', ...files], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
    });
    // The project's own targets: b.ts is no file of it, so only the totals show it.
    expect(out).toMatch(
      /\| src\/lib\/search \(all\) \| 66\.7% \(partial\) \| 3 \| 1 \| 1 \| 0 \| 1 \| 1 \|/,
    );
    expect(readFileSync(summary, 'utf8')).toBe(`## Mutation score\n\n${out}`);
  });
});
