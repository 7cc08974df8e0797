import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  failureLines,
  loadSiteConfig,
  MAX_WAIT_MS,
  retryDelay,
  toSponsors,
  updateSponsors,
  webUrl,
} from './sponsors-update.mjs';

const config = { graphqlUrl: 'https://api.example/graphql', collective: 'webpack' };
const NOW = new Date('2026-01-31T00:00:00.000Z');
const ORIGINAL = '{\n  "fetchedAt": null,\n  "sponsors": []\n}\n';

const member = (slug, total, createdAt = '2025-12-01T00:00:00Z', extra = {}) => ({
  createdAt,
  totalDonations: { value: total },
  account: { name: `Fixture ${slug}`, slug, website: `${slug}.example`, imageUrl: null, ...extra },
});

function response(status, body, headers = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    json: async () => body,
  };
}

/** A fetch that answers each call from a list, recording the bodies it received. */
function scripted(answers) {
  const calls = [];
  const fetch = async (url, init) => {
    calls.push(JSON.parse(init.body));
    const next = answers.shift();
    if (!next) throw new Error('unexpected request');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

function tempFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'sponsors-')), 'sponsors.json');
  writeFileSync(file, ORIGINAL);
  return file;
}

const membersPage = (nodes) => response(200, { data: { account: { members: { nodes } } } });
const transactionsPage = (nodes) => response(200, { data: { transactions: { nodes } } });

describe('sponsors:update', () => {
  it('reads the API address and collective from the site configuration', async () => {
    expect(await loadSiteConfig()).toEqual({
      graphqlUrl: 'https://api.opencollective.com/graphql/v2',
      collective: 'webpack',
    });
  });

  it('writes validated sponsors: cents, monthly average of the last year, one entry per slug', async () => {
    const file = tempFile();
    const { fetch, calls } = scripted([
      membersPage([
        member('alpha', 2500.5, '2025-12-01T00:00:00Z'),
        member('alpha', 10, '2024-01-01T00:00:00Z'),
        member('beta', 0),
      ]),
      transactionsPage([
        { amountInHostCurrency: { value: 120 }, fromAccount: { slug: 'alpha' } },
        { amountInHostCurrency: { value: -50 }, fromAccount: { slug: 'alpha' } },
        { amountInHostCurrency: { value: 99 }, fromAccount: { slug: 'stranger' } },
      ]),
    ]);
    const count = await updateSponsors({ file, fetch, sleep: async () => {}, now: NOW, config });
    expect(count).toBe(1);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      fetchedAt: '2026-01-31T00:00:00.000Z',
      sponsors: [
        {
          name: 'Fixture alpha',
          slug: 'alpha',
          website: 'https://alpha.example/',
          avatar: null,
          firstDonation: '2024-01-01T00:00:00.000Z',
          totalDonations: 250050,
          monthlyDonations: 1000,
        },
      ],
    });
    expect(calls[0].variables).toMatchObject({ slug: 'webpack', limit: 1000, offset: 0 });
    expect(calls[1].variables.dateFrom).toBe('2025-01-31T00:00:00.000Z');
    // Incoming transactions only.
    expect(calls[1].query).toMatch(/transactions\([^)]*\btype: CREDIT\b/);
  });

  it('with onlyIfChanged, leaves a file holding the same sponsors as it is', async () => {
    const file = tempFile();
    const run = (total, now) => {
      const { fetch } = scripted([membersPage([member('alpha', total)]), transactionsPage([])]);
      return updateSponsors({
        file,
        fetch,
        sleep: async () => {},
        now,
        config,
        onlyIfChanged: true,
      });
    };
    await run(300, NOW);
    const first = readFileSync(file, 'utf8');
    expect(JSON.parse(first).fetchedAt).toBe(NOW.toISOString());
    await run(300, new Date('2026-02-07T00:00:00.000Z'));
    expect(readFileSync(file, 'utf8')).toBe(first);
    await run(400, new Date('2026-02-14T00:00:00.000Z'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      fetchedAt: '2026-02-14T00:00:00.000Z',
      sponsors: [{ slug: 'alpha', totalDonations: 40000 }],
    });
  });

  it('stops when its signal is aborted, even during a wait, and writes nothing', async () => {
    const file = tempFile();
    const controller = new AbortController();
    const { fetch } = scripted([response(429, null, { 'retry-after': '5' })]);
    const waiting = updateSponsors({
      file,
      fetch,
      sleep: () => new Promise(() => {}),
      now: NOW,
      config,
      signal: controller.signal,
    });
    controller.abort(new Error('time is up'));
    await expect(waiting).rejects.toThrow('time is up');
    expect(readFileSync(file, 'utf8')).toBe(ORIGINAL);
  });

  it('waits at most 60 s: a longer Retry-After fails at once, naming the wait', async () => {
    expect(MAX_WAIT_MS).toBe(60_000);
    const waits = [];
    const run = (retryAfter) => {
      const { fetch } = scripted([
        response(429, null, { 'retry-after': retryAfter }),
        membersPage([member('alpha', 300)]),
        transactionsPage([]),
      ]);
      return updateSponsors({
        file: tempFile(),
        fetch,
        sleep: async (ms) => waits.push(ms),
        now: NOW,
        config,
      });
    };
    await expect(run('60')).resolves.toBe(1);
    expect(waits).toEqual([60_000]);
    await expect(run('61')).rejects.toThrow(
      'Open Collective asked us to wait 61 s before retrying (Retry-After), more than the 60 s we wait at most',
    );
    await expect(run(new Date(Date.now() + 3_600_000).toUTCString())).rejects.toThrow(
      /asked us to wait (3600|3599) s/,
    );
    expect(waits).toEqual([60_000]);
  });

  it('waits as told by Retry-After when rate limited, then carries on', async () => {
    const file = tempFile();
    const waits = [];
    const { fetch } = scripted([
      response(429, null, { 'retry-after': '7' }),
      response(200, { errors: [{ message: 'Rate limit exceeded' }] }),
      membersPage([member('alpha', 300)]),
      transactionsPage([]),
    ]);
    await updateSponsors({ file, fetch, sleep: async (ms) => waits.push(ms), now: NOW, config });
    expect(waits).toEqual([7000, 4000]);
    expect(JSON.parse(readFileSync(file, 'utf8')).sponsors).toHaveLength(1);
  });

  it('pages through long lists, pausing between pages', async () => {
    const file = tempFile();
    const waits = [];
    const full = Array.from({ length: 1000 }, (_, i) => member(`m${i}`, 1));
    const { fetch, calls } = scripted([
      membersPage(full),
      membersPage([member('last', 1)]),
      transactionsPage([]),
    ]);
    const count = await updateSponsors({
      file,
      fetch,
      sleep: async (ms) => waits.push(ms),
      now: NOW,
      config,
    });
    expect(count).toBe(1001);
    expect(calls[1].variables.offset).toBe(1000);
    expect(waits).toHaveLength(1);
  });

  it.each([
    ['the network is down', [new TypeError('fetch failed')], /could not reach/],
    [
      'the rate limit never lifts',
      Array.from({ length: 5 }, () => response(429, null)),
      /rate limiting us/,
    ],
    ['the server fails', [response(500, null)], /HTTP 500/],
    [
      'GraphQL reports an error',
      [response(200, { errors: [{ message: 'No collective found' }] })],
      /No collective found/,
    ],
    [
      'the answer has another shape',
      [response(200, { data: { account: null } })],
      /unexpected shape/,
    ],
    ['nobody is listed', [membersPage([])], /no contributors/],
    [
      'the data does not validate',
      [membersPage([member('Bad Slug!', 5)]), transactionsPage([])],
      /fetched data: sponsors\.0\.slug/,
    ],
  ])('leaves the file untouched and says why when %s', async (_, answers, reason) => {
    const file = tempFile();
    const { fetch } = scripted([...answers]);
    await expect(
      updateSponsors({ file, fetch, sleep: async () => {}, now: NOW, config }),
    ).rejects.toThrow(reason);
    expect(readFileSync(file, 'utf8')).toBe(ORIGINAL);
  });

  it('prints every reason of a failure and says the file was left unchanged', () => {
    const error = new Error('could not reach https://x/', { cause: new TypeError('fetch failed') });
    expect(failureLines(error, 'src/data/sponsors.json')).toEqual([
      'sponsors:update: could not reach https://x/: fetch failed',
      'sponsors:update: src/data/sponsors.json was left unchanged.',
    ]);
  });

  describe('the command', () => {
    const script = fileURLToPath(new URL('./sponsors-update.mjs', import.meta.url));
    const dataFile = fileURLToPath(new URL('../src/data/sponsors.json', import.meta.url));
    // Runs `node scripts/sponsors-update.mjs` with fetch replaced before the script loads.
    const run = (fetchSource) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          `data:text/javascript,globalThis.fetch = ${encodeURIComponent(fetchSource)};`,
          script,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );

    it.each([
      [
        'the network is down',
        "async () => { throw new TypeError('network down (test)'); }",
        'sponsors:update: could not reach https://api.opencollective.com/graphql/v2: network down (test)',
      ],
      [
        'Retry-After asks for an hour',
        "async () => new Response(null, { status: 429, headers: { 'retry-after': '3600' } })",
        'sponsors:update: Open Collective asked us to wait 3600 s before retrying (Retry-After)',
      ],
    ])('exits 1 when %s, says why on stderr and leaves the file as it was', (_, fetch, reason) => {
      const before = readFileSync(dataFile);
      const result = run(fetch);
      expect(result.error).toBeUndefined();
      expect(result.stderr).toContain(reason);
      expect(result.stderr).toContain(
        'sponsors:update: src/data/sponsors.json was left unchanged.',
      );
      expect(result.status).toBe(1);
      expect(readFileSync(dataFile).equals(before)).toBe(true);
    });
  });

  it('backs off exponentially without Retry-After, and reads HTTP dates', () => {
    const none = { headers: { get: () => null } };
    expect([1, 2, 3, 10].map((attempt) => retryDelay(none, attempt))).toEqual([
      2000, 4000, 8000, 60000,
    ]);
    const later = new Date(Date.now() + 30_000).toUTCString();
    expect(retryDelay({ headers: { get: () => later } }, 1)).toBeGreaterThan(25_000);
  });

  it('normalises websites and drops what is not http(s)', () => {
    expect(webUrl('example.org')).toBe('https://example.org/');
    expect(webUrl('http://example.org/a')).toBe('http://example.org/a');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('')).toBeNull();
    expect(webUrl(null)).toBeNull();
  });

  it('falls back to the slug for a missing name', () => {
    const [sponsor] = toSponsors([member('gamma', 1, undefined, { name: null })], []);
    expect(sponsor.name).toBe('gamma');
  });
});
