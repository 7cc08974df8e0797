// `npm run sponsors:update`: refreshes src/data/sponsors.json from Open Collective's GraphQL API; on any failure the file stays untouched.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSponsorFile } from '../src/data/sponsor-schema.mjs';

const DATA_FILE = fileURLToPath(new URL('../src/data/sponsors.json', import.meta.url));
const PAGE_SIZE = 1000;
const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest wait before a retry: the backoff's ceiling, and the most Retry-After may ask. */
export const MAX_WAIT_MS = 60_000;

const MEMBERS_QUERY = `query members($slug: String, $limit: Int, $offset: Int) {
  account(slug: $slug) {
    members(role: [BACKER], limit: $limit, offset: $offset) {
      nodes { createdAt totalDonations { value } account { name slug website imageUrl } }
    }
  }
}`;

// Incoming money only: `type: CREDIT` (GraphQL v2 TransactionsCollectionArgs, "The transaction
// type (DEBIT or CREDIT)"); the collective's own payments out are DEBITs.
const TRANSACTIONS_QUERY = `query transactions($slug: String, $dateFrom: DateTime, $limit: Int, $offset: Int) {
  transactions(account: { slug: $slug }, type: CREDIT, dateFrom: $dateFrom, limit: $limit, offset: $offset, includeIncognitoTransactions: false) {
    nodes { createdAt amountInHostCurrency { value } fromAccount { slug } }
  }
}`;

/**
 * The Open Collective coordinates from src/lib/site/sponsors.ts, the one home of every
 * sponsor constant. Node 20 cannot import TypeScript, so the file (which imports nothing) is
 * transpiled in memory.
 */
export async function loadSiteConfig() {
  const { default: ts } = await import('typescript');
  const source = await readFile(new URL('../src/lib/site/sponsors.ts', import.meta.url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const site = await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
  );
  return { graphqlUrl: site.SPONSORS.graphqlUrl, collective: site.SPONSORS.collective };
}

/**
 * Milliseconds to wait before retry `attempt` (1-based): Retry-After when sent (as asked, even
 * beyond MAX_WAIT_MS: query() refuses such waits), else backoff capped at MAX_WAIT_MS.
 */
export function retryDelay(response, attempt) {
  const header = response?.headers?.get?.('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(0, date - Date.now());
  }
  return Math.min(MAX_WAIT_MS, 2000 * 2 ** (attempt - 1));
}

/**
 * Posts one GraphQL query. Rate limits (HTTP 429 or a "rate limit" error) and gateway errors
 * are retried after the advised delay, up to `maxAttempts`; a Retry-After longer than
 * MAX_WAIT_MS throws instead of waiting, naming the wait; anything else throws at once.
 */
export async function query(
  url,
  body,
  { fetch = globalThis.fetch, sleep, maxAttempts = 5, log, signal } = {},
) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    }).catch((error) => {
      throw new Error(`could not reach ${url}`, { cause: error });
    });
    let result = null;
    if (response.ok) result = await response.json();
    const limited =
      RETRYABLE_STATUS.has(response.status) ||
      result?.errors?.some((error) => /rate.?limit/i.test(error?.message ?? ''));
    if (limited) {
      if (attempt >= maxAttempts) {
        throw new Error(`Open Collective is rate limiting us (gave up after ${attempt} attempts)`);
      }
      const wait = retryDelay(response, attempt);
      if (wait > MAX_WAIT_MS) {
        throw new Error(
          `Open Collective asked us to wait ${Math.ceil(wait / 1000)} s before retrying (Retry-After), more than the ${MAX_WAIT_MS / 1000} s we wait at most; run it again later`,
        );
      }
      log?.(`rate limited (HTTP ${response.status}), retrying in ${Math.round(wait / 1000)} s`);
      await sleep(wait);
      continue;
    }
    if (!response.ok) throw new Error(`Open Collective answered HTTP ${response.status}`);
    if (result?.errors?.length) {
      throw new Error(`Open Collective GraphQL error: ${result.errors[0]?.message ?? 'unknown'}`);
    }
    if (!result?.data) throw new Error('Open Collective sent no data');
    return result.data;
  }
}

/** Every node of a paginated query, pausing between pages to stay under the rate limit. */
export async function allNodes(url, text, variables, pick, deps) {
  const nodes = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const page = pick(
      await query(
        url,
        { query: text, variables: { ...variables, limit: PAGE_SIZE, offset } },
        deps,
      ),
    );
    if (!Array.isArray(page)) throw new Error('Open Collective sent an unexpected shape');
    nodes.push(...page);
    if (page.length < PAGE_SIZE) return nodes;
    await deps.sleep(deps.pauseMs ?? 1000);
  }
}

/** An http(s) URL, with a scheme added to bare hosts; null when it is not one. */
export function webUrl(value) {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = /^[a-z][a-z0-9+.-]*:/i.test(value.trim()) ? value.trim() : `https://${value.trim()}`;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Sponsors from member and transaction nodes: one entry per slug (the earliest first
 * donation, the largest total), totals in cents, and the monthly average of the last year's
 * incoming transactions. Members who never gave are left out.
 */
export function toSponsors(members, transactions) {
  const bySlug = new Map();
  for (const node of members) {
    const account = node?.account;
    const total = Math.round((node?.totalDonations?.value ?? 0) * 100);
    if (!account?.slug || !(total > 0)) continue;
    const known = bySlug.get(account.slug);
    const firstDonation = node.createdAt ? new Date(node.createdAt).toISOString() : null;
    if (known) {
      known.totalDonations = Math.max(known.totalDonations, total);
      if (firstDonation && (!known.firstDonation || firstDonation < known.firstDonation)) {
        known.firstDonation = firstDonation;
      }
      continue;
    }
    bySlug.set(account.slug, {
      name: account.name?.trim() || account.slug,
      slug: account.slug,
      website: webUrl(account.website),
      avatar: webUrl(account.imageUrl),
      firstDonation,
      totalDonations: total,
      monthlyDonations: 0,
    });
  }
  for (const node of transactions) {
    const value = node?.amountInHostCurrency?.value;
    const sponsor = bySlug.get(node?.fromAccount?.slug);
    if (sponsor && typeof value === 'number' && value > 0)
      sponsor.monthlyDonations += (value * 100) / 12;
  }
  const sponsors = [...bySlug.values()];
  for (const sponsor of sponsors) sponsor.monthlyDonations = Math.round(sponsor.monthlyDonations);
  return sponsors.sort(
    (a, b) => b.totalDonations - a.totalDonations || a.slug.localeCompare(b.slug),
  );
}

/** `sleep`, ended early by `signal` (rejecting with its reason). */
function abortable(sleep, signal) {
  if (!signal) return sleep;
  return (ms) =>
    new Promise((resolve, reject) => {
      const stop = () => reject(signal.reason);
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      Promise.resolve(sleep(ms)).then(resolve, reject);
    });
}

/** Whether two sponsor lists hold the same sponsors with the same figures. */
function sameSponsors(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Fetches, validates and writes the data file. The file is replaced in one rename, and only
 * when everything succeeded; any error propagates with the file untouched. `signal` stops the
 * update (requests, waits and the write) with its reason. With `onlyIfChanged`, a list equal
 * to the file's leaves the file (and its `fetchedAt`) as it is.
 */
export async function updateSponsors({
  file = DATA_FILE,
  fetch = globalThis.fetch,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = new Date(),
  log = () => {},
  config,
  signal,
  onlyIfChanged = false,
} = {}) {
  const { graphqlUrl, collective } = config ?? (await loadSiteConfig());
  const deps = { fetch, sleep: abortable(sleep, signal), log, signal };
  const members = await allNodes(
    graphqlUrl,
    MEMBERS_QUERY,
    { slug: collective },
    (data) => data?.account?.members?.nodes,
    deps,
  );
  if (!members.length)
    throw new Error(`Open Collective listed no contributors for "${collective}"`);
  const dateFrom = new Date(now.getTime() - 365 * DAY_MS).toISOString();
  const transactions = await allNodes(
    graphqlUrl,
    TRANSACTIONS_QUERY,
    { slug: collective, dateFrom },
    (data) => data?.transactions?.nodes,
    deps,
  );
  const data = parseSponsorFile(
    { fetchedAt: now.toISOString(), sponsors: toSponsors(members, transactions) },
    'fetched data',
  );
  signal?.throwIfAborted();
  if (onlyIfChanged) {
    const current = parseSponsorFile(JSON.parse(await readFile(file, 'utf8')), file);
    if (sameSponsors(current.sponsors, data.sponsors)) {
      log(`the sponsors are the same as in ${file}, which was left as it is`);
      return data.sponsors.length;
    }
  }
  const temporary = `${file}.tmp`;
  await writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`);
  await rename(temporary, file);
  log(`wrote ${data.sponsors.length} sponsors to ${file}`);
  return data.sponsors.length;
}

/** What the command prints when the update failed: every reason in the cause chain. */
export function failureLines(error, relative) {
  const reasons = [];
  for (let e = error; e; e = e.cause) reasons.push(e.message ?? String(e));
  return [
    `sponsors:update: ${reasons.join(': ')}`,
    `sponsors:update: ${relative} was left unchanged.`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const relative = 'src/data/sponsors.json';
  updateSponsors({
    log: (message) => console.log(`sponsors:update: ${message}`),
    // The weekly refresh (.github/workflows/sponsors.yml) proposes a change only when there is one.
    onlyIfChanged: process.argv.includes('--only-if-changed'),
  }).then(
    () => {},
    (error) => {
      for (const line of failureLines(error, relative)) console.error(line);
      process.exitCode = 1;
    },
  );
}
