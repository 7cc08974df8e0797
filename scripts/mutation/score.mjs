// Adds up the mutation reports of the weekly run's jobs (one `mutation.json` per target) into one
// table: each target's score, each root's (the src/lib figure is the one with a target, 80%) and
// the whole. `node scripts/mutation/score.mjs report.json…`; the weekly workflow writes the
// table to its summary. Scores come from mutation-testing-metrics, the library Stryker's own
// reports use, so they match each job's clear-text table.
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { calculateMetrics } from 'mutation-testing-metrics';
import { MUTATION_ROOTS, mutationTargets, targetFolder } from './scope.mjs';

/** The score the issue asks of src/lib; each job's report colours against Stryker's thresholds. */
export const SRC_LIB_TARGET = 80;

/**
 * One row per target and per root, and one for the whole, from the reports' `files` (keyed by
 * project-relative path). `targets` are the jobs a full run has: a missing one marks its root
 * (and the whole) as partial rather than giving a score for less than it says. When two
 * reports hold the same file, the later one counts.
 */
export function mutationScores(reports, targets = mutationTargets()) {
  const files = Object.assign({}, ...reports.map((report) => report.files));
  const paths = Object.keys(files);
  // A target is a folder or one file; `within` holds for the target itself and what it holds.
  const within = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);
  const under = (prefix) =>
    Object.fromEntries(
      paths.filter((path) => within(path, prefix)).map((path) => [path, files[path]]),
    );
  const row = (name, subset, missing = []) => ({ name, missing, ...counts(subset) });
  // A target ran when a report asked for it (a file with no mutants is in no report's files).
  const asked = reports.flatMap((report) =>
    (report.config?.mutate ?? []).filter((glob) => !glob.startsWith('!')),
  );
  const ran = (path) =>
    paths.some((file) => within(file, path)) ||
    asked.some((glob) => glob === path || within(path, glob.split('/*')[0]));
  const missingUnder = (prefix) =>
    targets
      .filter(({ path }) => within(path, prefix))
      .filter(({ path }) => !ran(path))
      .map(({ path }) => path);
  const total = (prefix) => row(`${prefix} (all)`, under(prefix), missingUnder(prefix));
  const rows = [];
  for (const { path } of MUTATION_ROOTS) {
    const parts = targets.filter((target) => target.path.startsWith(`${path}/`));
    parts.forEach((part, index) => {
      rows.push(row(part.path, under(part.path), missingUnder(part.path)));
      // A folder of one-file jobs gets its total after its last file.
      const folder = targetFolder(part.path);
      if (folder && !within(parts[index + 1]?.path ?? '', folder)) rows.push(total(folder));
    });
    rows.push(parts.length ? total(path) : row(path, under(path), missingUnder(path)));
  }
  rows.push(
    row(
      'everything',
      files,
      MUTATION_ROOTS.flatMap(({ path }) => missingUnder(path)),
    ),
  );
  return rows;
}

function counts(files) {
  const metrics = calculateMetrics(files).metrics;
  return {
    mutants: metrics.totalValid,
    killed: metrics.killed,
    timeout: metrics.timeout,
    survived: metrics.survived,
    noCoverage: metrics.noCoverage,
    errors: metrics.totalInvalid,
    score: metrics.totalValid > 0 ? metrics.mutationScore : undefined,
  };
}

/** Missing targets, a folder (or a whole root) named once when none of its files ran. */
function collapse(missing, targets) {
  const groups = [
    ...MUTATION_ROOTS.map(({ path }) => path),
    ...new Set(targets.map(({ path }) => targetFolder(path)).filter(Boolean)),
  ];
  const whole = groups.filter((group) => {
    const files = targets.filter(({ path }) => path.startsWith(`${group}/`));
    return files.length > 0 && files.every(({ path }) => missing.includes(path));
  });
  // A whole root names its folders no more.
  const named = whole.filter((group) => !whole.some((other) => group.startsWith(`${other}/`)));
  return [
    ...named.map((group) => `${group} (every file)`),
    ...missing.filter((path) => !named.some((group) => path.startsWith(`${group}/`))),
  ];
}

/** The rows as a Markdown table, with what a partial set of reports leaves out. */
export function scoreTable(rows, targets = mutationTargets()) {
  const lines = [
    '| Code | Score | Mutants | Killed | Timed out | Survived | No coverage | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const partial = r.missing.length ? ' (partial)' : '';
    const score =
      r.score === undefined ? (partial ? 'not run' : 'n/a') : `${r.score.toFixed(1)}%${partial}`;
    lines.push(
      `| ${r.name} | ${score} | ${r.mutants} | ${r.killed} | ${r.timeout} | ${r.survived} | ${r.noCoverage} | ${r.errors} |`,
    );
  }
  const missing = collapse(rows.at(-1)?.missing ?? [], targets);
  if (missing.length) lines.push('', `Not in these reports: ${missing.join(', ')}.`);
  lines.push('', `Target: ${SRC_LIB_TARGET}% or more on src/lib.`);
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('usage: node scripts/mutation/score.mjs <mutation.json>…');
    process.exit(2);
  }
  const table = scoreTable(
    mutationScores(files.map((file) => JSON.parse(readFileSync(file, 'utf8')))),
  );
  process.stdout.write(table);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `## Mutation score\n\n${table}`);
}
