// The weekly release workflow's pull-request logic: compares the pinned webpack, webpack-cli and
// webpack-dev-server with the registry's latest releases and rewrites package.json's pins to the
// newer ones. A release whose `engines.node` needs a newer Node.js than the project supports
// (package.json `engines`) is held back and reported instead, since CI could not run it.
// `node scripts/releases/bump-pins.mjs [--summary FILE]`: writes package.json when a pin moves,
// prints what it did, and writes the pull request's body to FILE.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

export const TRACKED = ['webpack', 'webpack-cli', 'webpack-dev-server'];
const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version) {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`not a release version: ${version}`);
  return match.slice(1).map(Number);
}

/** Compares two `x.y.z` versions. */
export function compareVersions(a, b) {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * The lowest Node.js version a simple `engines.node` range admits: `>= 22.15.0` → `22.15.0`,
 * `^20.9.0 || >=22` → `20.9.0`. Undefined when there is no lower bound.
 */
export function minimumOf(range) {
  if (!range) return undefined;
  const lows = range.split('||').map((alternative) => {
    const match = /(?:>=|\^|~|=)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(alternative.trim());
    if (!match || /^\s*</.test(alternative)) return undefined;
    return `${match[1]}.${match[2] ?? 0}.${match[3] ?? 0}`;
  });
  if (lows.some((low) => low === undefined)) return undefined;
  return lows.sort(compareVersions)[0];
}

/** The exact version a pin names (`5.113.0`, `^5.113.0`). */
export function pinned(spec) {
  const version = spec?.trim().replace(/^[\^~=]/, '');
  return version && VERSION.test(version) ? version : undefined;
}

/**
 * What to change: for each tracked package, `bump` when the registry's latest is newer than
 * the pin and runs on the project's oldest Node.js, `held` when it is newer but does not.
 */
export function planBumps(packageJson, latest) {
  const projectNode = minimumOf(packageJson.engines?.node);
  const plan = [];
  for (const name of TRACKED) {
    const spec = packageJson.devDependencies?.[name];
    const from = pinned(spec);
    const release = latest[name];
    if (!from || !release)
      throw new Error(`${name}: no pinned version (${spec}) or no release info`);
    if (compareVersions(release.version, from) <= 0) continue;
    const needs = minimumOf(release.engines?.node);
    if (needs && projectNode && compareVersions(needs, projectNode) > 0) {
      plan.push({
        name,
        from,
        to: release.version,
        action: 'held',
        reason: `needs Node.js ${needs}; the project supports ${projectNode}`,
      });
    } else {
      plan.push({ name, from, to: release.version, action: 'bump' });
    }
  }
  return plan;
}

/** package.json's text with the planned bumps applied, pins kept exact, formatting as npm writes it. */
export function applyBumps(text, plan) {
  const packageJson = JSON.parse(text);
  for (const step of plan) {
    if (step.action === 'bump') packageJson.devDependencies[step.name] = step.to;
  }
  return `${JSON.stringify(packageJson, null, 2)}\n`;
}

/** The pull request body: what moved, what was held back, and what the writer does next. */
export function summary(plan) {
  const bumps = plan.filter((step) => step.action === 'bump');
  const held = plan.filter((step) => step.action === 'held');
  return [
    'The weekly release check found newer releases on the registry.',
    '',
    ...(bumps.length
      ? ['Bumped:', ...bumps.map((s) => `- \`${s.name}\` ${s.from} → ${s.to}`), '']
      : []),
    ...(held.length
      ? ['Held back:', ...held.map((s) => `- \`${s.name}\` ${s.to}: ${s.reason}`), '']
      : []),
    'The since-data (src/data/releases/webpack-since.json) was refreshed with `npm run releases:update`.',
    'The release coverage test names every new option that still needs a heading, and the',
    'freshness check lists pages verified against a webpack two or more minors behind.',
    'docs/releases.md says how to document the release, step by step.',
  ].join('\n');
}

/** The latest release of `name` from the ordinary npm client: version and engines. */
export async function npmLatest(name) {
  const { stdout } = await promisify(execFile)('npm', [
    'view',
    `${name}@latest`,
    'version',
    'engines',
    '--json',
  ]);
  const info = JSON.parse(stdout);
  return { version: info.version, engines: info.engines ?? {} };
}

export async function run({ file = PACKAGE_JSON, latestOf = npmLatest, summaryFile } = {}) {
  const text = await readFile(file, 'utf8');
  const latest = Object.fromEntries(
    await Promise.all(TRACKED.map(async (name) => [name, await latestOf(name)])),
  );
  const plan = planBumps(JSON.parse(text), latest);
  if (plan.some((step) => step.action === 'bump')) await writeFile(file, applyBumps(text, plan));
  if (summaryFile) await writeFile(summaryFile, `${summary(plan)}\n`);
  return plan;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--summary');
  run({ summaryFile: at > 0 ? process.argv[at + 1] : undefined })
    .then((plan) => {
      if (plan.length === 0) console.log('releases: every tracked pin is the latest release.');
      for (const step of plan) {
        console.log(
          `releases: ${step.name} ${step.from} → ${step.to}: ${step.action === 'bump' ? 'bumped' : `held back (${step.reason})`}`,
        );
      }
    })
    .catch((error) => {
      console.error(`releases: ${error.message}`);
      process.exit(1);
    });
}
