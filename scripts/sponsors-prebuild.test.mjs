import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { committedSummary, refreshForBuild } from './sponsors-prebuild.mjs';

const config = { graphqlUrl: 'https://api.example/graphql', collective: 'webpack' };
const NOW = new Date('2026-01-31T00:00:00.000Z');
const COMMITTED = '{\n  "fetchedAt": null,\n  "sponsors": []\n}\n';

function tempFile(content = COMMITTED) {
  const file = join(mkdtempSync(join(tmpdir(), 'sponsors-prebuild-')), 'sponsors.json');
  writeFileSync(file, content);
  return file;
}

const json = (body) => ({
  ok: true,
  status: 200,
  headers: { get: () => null },
  json: async () => body,
});

/** Answers the members query, then the transactions query. */
async function answering(_, init) {
  const { query } = JSON.parse(init.body);
  return /members/.test(query)
    ? json({
        data: {
          account: {
            members: {
              nodes: [
                {
                  createdAt: '2025-12-01T00:00:00Z',
                  totalDonations: { value: 300 },
                  account: { name: 'Alpha', slug: 'alpha', website: null, imageUrl: null },
                },
              ],
            },
          },
        },
      })
    : json({ data: { transactions: { nodes: [] } } });
}

/** A fetch that never answers on its own, but rejects when its request is aborted. */
function hanging(_, init) {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal.reason));
  });
}

const options = (file, fetch, extra = {}) => ({
  file,
  fetch,
  config,
  now: NOW,
  sleep: async () => {},
  annotate: false,
  ...extra,
});

describe('sponsors before the production build', () => {
  it('writes the fetched sponsors and says how many', async () => {
    const file = tempFile();
    const result = await refreshForBuild(options(file, answering));
    expect(result).toEqual({
      refreshed: true,
      lines: ['sponsors: fetched 1 sponsors from Open Collective for this build'],
    });
    expect(JSON.parse(readFileSync(file, 'utf8')).sponsors[0].slug).toBe('alpha');
  });

  it('gives up at the time limit, keeps the committed file and says so', async () => {
    const file = tempFile();
    const started = Date.now();
    const result = await refreshForBuild(options(file, hanging, { limitMs: 100 }));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.refreshed).toBe(false);
    expect(result.lines).toEqual([
      'sponsors not refreshed: Open Collective did not answer within 100 ms; the build uses the committed src/data/sponsors.json (0 sponsors, never fetched)',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(COMMITTED);
  });

  it('also stops a request that ignores the abort', async () => {
    const file = tempFile();
    const result = await refreshForBuild(
      options(file, () => new Promise(() => {}), { limitMs: 50 }),
    );
    expect(result.refreshed).toBe(false);
    expect(result.lines[0]).toMatch(/did not answer within 50 ms; the build uses the committed/);
    expect(readFileSync(file, 'utf8')).toBe(COMMITTED);
  });

  it('keeps the committed file on an error, with an Actions warning when asked', async () => {
    const committed = JSON.stringify({
      fetchedAt: '2026-01-01T00:00:00.000Z',
      sponsors: [
        {
          name: 'Alpha',
          slug: 'alpha',
          website: null,
          avatar: null,
          firstDonation: null,
          totalDonations: 100,
          monthlyDonations: 0,
        },
      ],
    });
    const file = tempFile(committed);
    const failing = async () => ({ ok: false, status: 500, headers: { get: () => null } });
    const result = await refreshForBuild(options(file, failing, { annotate: true }));
    const message =
      'sponsors not refreshed: Open Collective answered HTTP 500; the build uses the committed src/data/sponsors.json (1 sponsors fetched 2026-01-01T00:00:00.000Z)';
    expect(result).toEqual({
      refreshed: false,
      lines: [message, `::warning title=Sponsors not refreshed::${message}`],
    });
    expect(readFileSync(file, 'utf8')).toBe(committed);
  });

  it('summarises an unreadable committed file instead of failing', async () => {
    expect(await committedSummary(join(tmpdir(), 'no-such-sponsors.json'))).toMatch(/^unreadable/);
  });

  it('as a command, exits 0 with the warning when Open Collective cannot be reached', () => {
    const script = fileURLToPath(new URL('./sponsors-prebuild.mjs', import.meta.url));
    const dataFile = fileURLToPath(new URL('../src/data/sponsors.json', import.meta.url));
    const before = readFileSync(dataFile);
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        `data:text/javascript,globalThis.fetch = ${encodeURIComponent("async () => { throw new TypeError('network down (test)'); }")};`,
        script,
        '--limit-seconds',
        '20',
      ],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, GITHUB_ACTIONS: 'true' } },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      '::warning title=Sponsors not refreshed::sponsors not refreshed: could not reach https://api.opencollective.com/graphql/v2: network down (test); the build uses the committed src/data/sponsors.json',
    );
    expect(readFileSync(dataFile).equals(before)).toBe(true);
  });
});
