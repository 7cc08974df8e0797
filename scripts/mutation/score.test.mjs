import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mutationScores, scoreTable } from './score.mjs';

/** A report as StrykerJS writes it, for one file with mutants of these statuses. */
const report = (file, statuses) => ({
  schemaVersion: '1',
  thresholds: { high: 80, low: 60 },
  files: {
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
  },
});

const targets = [
  { name: 'src-lib-links', path: 'src/lib/links' },
  { name: 'src-lib-search', path: 'src/lib/search' },
  { name: 'src-worker', path: 'src/worker' },
  { name: 'scripts', path: 'scripts' },
];
const links = report('src/lib/links/a.ts', ['Killed', 'Survived']);
const search = report('src/lib/search/b.ts', [
  'Killed',
  'Timeout',
  'NoCoverage',
  'Ignored',
  'CompileError',
]);
const byName = (rows) => Object.fromEntries(rows.map((row) => [row.name, row]));

let dir;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

describe('mutation score over the jobs’ reports', () => {
  it('adds the reports up per target, per root and in all, as StrykerJS counts them', () => {
    const rows = byName(mutationScores([links, search], targets));
    expect(rows['src/lib/links']).toMatchObject({ mutants: 2, killed: 1, survived: 1, score: 50 });
    // Timed out counts as caught; no coverage as missed; ignored and errors are left out.
    expect(rows['src/lib/search']).toMatchObject({
      mutants: 3,
      killed: 1,
      timeout: 1,
      noCoverage: 1,
      errors: 1,
    });
    expect(rows['src/lib/search'].score).toBeCloseTo(66.67, 2);
    expect(rows['src/lib (all)']).toMatchObject({ mutants: 5, score: 60, missing: [] });
    expect(rows.everything).toMatchObject({ mutants: 5, score: 60 });
    expect(rows.everything.missing).toEqual(['src/worker', 'scripts']);
  });

  it('marks a total partial, and a target not run, when a job gave no report', () => {
    const rows = mutationScores([links], targets);
    expect(byName(rows)['src/lib (all)']).toMatchObject({ score: 50, missing: ['src/lib/search'] });
    const table = scoreTable(rows);
    expect(table).toContain('| src/lib/links | 50.0% | 2 | 1 | 0 | 1 | 0 | 0 |');
    expect(table).toContain('| src/lib/search | not run | 0 |');
    expect(table).toContain('| src/lib (all) | 50.0% (partial) | 2 |');
    expect(table).toContain('Not in these reports: src/lib/search, src/worker, scripts.');
    expect(table).toContain('Target: 80% or more on src/lib.');
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
    expect(out).toMatch(
      /\| src\/lib\/search \(all\) \| 66\.7% \(partial\) \| 3 \| 1 \| 1 \| 0 \| 1 \| 1 \|/,
    );
    expect(readFileSync(summary, 'utf8')).toBe(`## Mutation score\n\n${out}`);
  });

  it('totals a folder split into one job per file, and names it once when none of it ran', () => {
    const split = [
      { name: 'src-lib-search-query', path: 'src/lib/search/query.ts' },
      { name: 'src-lib-search-terms', path: 'src/lib/search/terms.ts' },
      { name: 'src-lib-site', path: 'src/lib/site' },
      { name: 'src-lib-markdown-index', path: 'src/lib/markdown/index.ts' },
      { name: 'src-lib-markdown-static-html', path: 'src/lib/markdown/static-html.ts' },
    ];
    const rows = mutationScores(
      [
        report('src/lib/search/query.ts', ['Killed', 'Survived']),
        report('src/lib/search/terms.ts', ['Killed', 'Killed']),
      ],
      split,
    );
    expect(rows.map(({ name }) => name).slice(0, 4)).toEqual([
      'src/lib/search/query.ts',
      'src/lib/search/terms.ts',
      'src/lib/search (all)',
      'src/lib/site',
    ]);
    expect(byName(rows)['src/lib/search (all)']).toMatchObject({
      mutants: 4,
      score: 75,
      missing: [],
    });
    expect(scoreTable(rows, split)).toContain(
      'Not in these reports: src/lib/markdown (every file), src/lib/site.',
    );
  });
});
