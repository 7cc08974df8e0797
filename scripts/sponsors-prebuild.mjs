// Before the production build (CI on main): refreshes src/data/sponsors.json from Open
// Collective within a time limit. On any failure or timeout the committed file stays, the job
// log says so (a GitHub Actions warning), and the command still exits 0: a build with the
// committed sponsors beats no deploy. `node scripts/sponsors-prebuild.mjs [--limit-seconds N]`.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { failureLines, updateSponsors } from './sponsors-update.mjs';

const DATA_FILE = fileURLToPath(new URL('../src/data/sponsors.json', import.meta.url));
const RELATIVE = 'src/data/sponsors.json';

/** The default time limit of the whole refresh, in seconds. */
export const DEFAULT_LIMIT_SECONDS = 90;

/** What the committed file holds, for the log: when it was fetched and how many sponsors. */
export async function committedSummary(file = DATA_FILE) {
  try {
    const data = JSON.parse(await readFile(file, 'utf8'));
    const count = Array.isArray(data.sponsors) ? data.sponsors.length : 0;
    return data.fetchedAt
      ? `${count} sponsors fetched ${data.fetchedAt}`
      : `${count} sponsors, never fetched`;
  } catch (error) {
    return `unreadable: ${error.message}`;
  }
}

/**
 * Runs the refresh, stopped after `limitMs`. Resolves `{ refreshed, lines }`: the lines for
 * the job log, a warning (with a GitHub Actions annotation when `annotate`) when the
 * committed file is kept. Never rejects.
 */
export async function refreshForBuild({
  limitMs = DEFAULT_LIMIT_SECONDS * 1000,
  file = DATA_FILE,
  annotate = process.env.GITHUB_ACTIONS === 'true',
  ...updateOptions
} = {}) {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new Error(
          `Open Collective did not answer within ${limitMs % 1000 ? `${limitMs} ms` : `${limitMs / 1000} s`}`,
        ),
      ),
    limitMs,
  );
  try {
    // The race also ends a request that ignores the signal; the update checks the signal
    // just before it writes, so a late answer does not replace the file either.
    const stopped = new Promise((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason));
    });
    const update = updateSponsors({ ...updateOptions, file, signal: controller.signal });
    update.catch(() => {}); // Its failure after the limit is already reported as the timeout.
    const count = await Promise.race([update, stopped]);
    return {
      refreshed: true,
      lines: [`sponsors: fetched ${count} sponsors from Open Collective for this build`],
    };
  } catch (error) {
    const [reason] = failureLines(error, RELATIVE);
    const kept = `the build uses the committed ${RELATIVE} (${await committedSummary(file)})`;
    const message = `${reason.replace(/^sponsors:update: /, 'sponsors not refreshed: ')}; ${kept}`;
    return {
      refreshed: false,
      lines: [message, ...(annotate ? [`::warning title=Sponsors not refreshed::${message}`] : [])],
    };
  } finally {
    clearTimeout(timer);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { 'limit-seconds': { type: 'string', default: String(DEFAULT_LIMIT_SECONDS) } },
  });
  const seconds = Number(values['limit-seconds']);
  if (!(seconds > 0)) {
    console.error(`sponsors-prebuild: --limit-seconds must be a positive number of seconds`);
    process.exit(2);
  }
  const { lines } = await refreshForBuild({
    limitMs: seconds * 1000,
    log: (message) => console.log(`sponsors: ${message}`),
  });
  for (const line of lines) console.log(line);
  // Ends now: an aborted request must not keep the process (and the job) waiting.
  process.exit(0);
}
