// The bench's scale part: cold builds of a temporary copy of the project whose content/ is the
// real corpus copied up to a page count (real-corpus.mjs), with wall time, CPU time, pages/s,
// peak memory of the process tree and the time of every build step.
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stepTimes } from '../build-steps.mjs';
import { measure } from './measure.mjs';
import { copyablePages, writeRealCorpus } from './real-corpus.mjs';

/** What a build of the project needs besides node_modules and content/. */
const PROJECT = [
  'src',
  'public',
  'scripts',
  'next.config.mjs',
  'contentlayer.config.ts',
  'tsconfig.json',
  'package.json',
];

/**
 * node_modules as links to the project's packages, but with an empty `.cache`: a cold build
 * must not find the project's persistent caches.
 */
function coldNodeModules(root, dir) {
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
}

/** Exported HTML pages under `out`. */
function exportedPages(out) {
  return readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('.html'))
    .length;
}

/** User + system seconds of the children a `times` builtin printed (second line). */
function childCpu(text) {
  const line = text.trim().split('\n').at(-1) ?? '';
  const values = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, m, s]) => Number(m) * 60 + Number(s),
  );
  return values.reduce((sum, value) => sum + value, 0);
}

/** Builds the project in `dir`, measured; throws with the output's end if the build fails. */
async function measuredBuild(dir, label) {
  const env = { ...process.env, PWD: dir, NEXT_TELEMETRY_DISABLED: '1' };
  // The words step loads TypeScript through Vite, which sets NODE_ENV=development in this
  // process; a production build must not inherit it.
  delete env.NODE_ENV;
  const timesFile = join(dir, '.build-times');
  rmSync(timesFile, { force: true });
  const result = await measure(
    'bash',
    ['-c', 'npm run build; code=$?; times > "$1"; exit $code', 'build', timesFile],
    { cwd: dir, env },
  );
  if (result.code !== 0) {
    console.error(result.output.slice(-4000));
    throw new Error(`${label} failed`);
  }
  const exported = exportedPages(join(dir, 'out'));
  const cpu = existsSync(timesFile) ? childCpu(readFileSync(timesFile, 'utf8')) : 0;
  return {
    exportedPages: exported,
    seconds: Number(result.seconds.toFixed(1)),
    cpuSeconds: Number(cpu.toFixed(1)),
    pagesPerSecond: Number((exported / result.seconds).toFixed(1)),
    peakMiB: Math.round(result.peakMiB),
    steps: stepTimes(result.output),
  };
}

/** Adds a sentence to one page of `content`, as a writer's edit would. */
function editOnePage(content) {
  const [page] = copyablePages(content);
  appendFileSync(
    join(content, page),
    '\nOne more sentence, added by the bench to time a rebuild.\n',
  );
}

/**
 * A cold build of `count` source pages in a temporary copy of the project, and with `rebuild`
 * a second build after editing one page, with the caches the first one left. `inspect(out)`
 * reads the export before the copy goes (its result is the row's `inspected`); `report(row,
 * kind)` hears of each build as soon as it is done.
 */
export async function scaleBuild(root, count, { rebuild = false, inspect, report } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'webpack-docs-scale-'));
  try {
    for (const entry of PROJECT) cpSync(join(root, entry), join(dir, entry), { recursive: true });
    coldNodeModules(root, dir);
    const pages = writeRealCorpus(join(root, 'content'), join(dir, 'content'), count);
    const row = { sourcePages: pages, ...(await measuredBuild(dir, `the ${pages}-page build`)) };
    if (inspect) row.inspected = inspect(join(dir, 'out'));
    report?.(row, 'cold');
    if (rebuild) {
      editOnePage(join(dir, 'content'));
      row.rebuild = { sourcePages: pages, ...(await measuredBuild(dir, 'the rebuild')) };
      report?.(row.rebuild, 'rebuild');
    }
    return row;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints one scale build as the bench shows it. */
export function printScale(label, row, load = row.load) {
  console.log(
    `${label}: ${row.sourcePages} source pages, ${row.exportedPages} exported; ${row.seconds} s wall, ` +
      `${row.cpuSeconds} s CPU, ${row.pagesPerSecond} pages/s, peak ${row.peakMiB} MiB (whole process tree); load ${load}`,
  );
  const steps = Object.entries(row.steps).filter(([name]) => name !== 'total');
  console.log(`  steps: ${steps.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
}

/** Targets of the scale builds (issue 22), reported against the rows the bench measured. */
export function targetLines(rows, realPages) {
  const lines = [];
  const verdict = (value, limit) => (value <= limit ? 'met' : 'not met');
  for (const row of rows) {
    if (row.sourcePages === realPages) {
      lines.push(`real site cold ≤ 30 s: ${row.seconds} s, ${verdict(row.seconds, 30)}`);
    }
    if (row.sourcePages >= 1000) {
      lines.push(
        `${row.sourcePages} pages cold ≤ 60 s: ${row.seconds} s, ${verdict(row.seconds, 60)}`,
      );
      lines.push(
        `${row.sourcePages} pages peak ≤ 2048 MiB: ${row.peakMiB} MiB, ${verdict(row.peakMiB, 2048)}`,
      );
    }
    if (row.rebuild) {
      lines.push(
        `rebuild after one edit (${row.sourcePages} pages) ≤ 15 s: ${row.rebuild.seconds} s, ${verdict(row.rebuild.seconds, 15)}`,
      );
    }
  }
  return lines;
}
