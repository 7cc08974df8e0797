// The content module against a pretend disk: which documents it serves in production and in
// development, how long it waits for a file being rewritten, what it says when the file is
// missing, and the pages, lookups and lists built from the documents. The disk, the dev
// server's documents and its status are mocked, and the clock is fake, so nothing sleeps.
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_DOCS_PATH } from '../contracts/generated-docs';

const GENERATED = join(process.cwd(), GENERATED_DOCS_PATH);

interface File {
  mtimeMs: number;
  text: string;
}

/** What the pretend disk and the dev server hold. */
const state = vi.hoisted(() => ({
  generated: undefined as File | undefined,
  dev: undefined as { mtimeMs: number; docs: unknown[] } | undefined,
  status: undefined as { revision: number; state: string; problems: unknown[] } | undefined,
  reads: 0,
}));

function missing(path: string): Error {
  return Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), {
    code: 'ENOENT',
  });
}

const fs = vi.hoisted(() => ({
  statSync: vi.fn((path: string, options?: { throwIfNoEntry?: boolean }) => {
    if (path === GENERATED && state.generated) return { mtimeMs: state.generated.mtimeMs };
    if (options?.throwIfNoEntry === false) return undefined;
    throw missing(path);
  }),
  existsSync: vi.fn((path: string) => path === GENERATED && state.generated !== undefined),
  readFileSync: vi.fn((path: string) => {
    // A reading loop that never gives up would hang the file: the file shows up in the end.
    if (++state.reads > 1000) state.generated = file([doc('/after-a-thousand-reads/')]);
    if (path === GENERATED && state.generated) return state.generated.text;
    throw missing(path);
  }),
}));

vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:fs')>()),
  ...fs,
}));

const devDocuments = vi.hoisted(() => ({
  devDocumentsTime: vi.fn(() => state.dev?.mtimeMs),
  readDevDocuments: vi.fn(() => state.dev!.docs),
}));
vi.mock('./dev/dev-documents', () => devDocuments);
vi.mock('./dev/dev-status', () => ({ devStatus: () => state.status }));

/** A generated document as Contentlayer writes it; `url` decides section and slug. */
function doc(url: string, fields: Record<string, unknown> = {}) {
  const parts = url.split('/').filter(Boolean);
  const slug = parts.length > 1 ? parts.at(-1)! : 'index';
  return {
    title: `Title of ${url}`,
    url,
    section: parts[0] ?? '',
    slug,
    name: slug,
    path: `content${url}${slug}.mdx`,
    extension: '.mdx',
    size: 1,
    date: '',
    anchors: [],
    editUrl: `https://example.com/edit${url}`,
    contributorHandles: [],
    lastUpdated: '',
    body: { raw: `raw of ${url}`, code: `code of ${url}` },
    ...fields,
  };
}

function file(docs: unknown[], mtimeMs = 1000): File {
  return { mtimeMs, text: JSON.stringify(docs) };
}

function urls(pages: readonly { url: string }[]): string[] {
  return pages.map((page) => page.url);
}

/** The module as a fresh process in `env` sees it (it decides development at load time). */
async function load(env: 'development' | 'production') {
  vi.stubEnv('NODE_ENV', env);
  vi.resetModules();
  return import('./index');
}

/** The fake clock: Date.now() reads it, each synchronous sleep advances it. */
let now = 0;

beforeEach(() => {
  state.generated = undefined;
  state.dev = undefined;
  state.status = undefined;
  state.reads = 0;
  vi.clearAllMocks();
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.spyOn(Atomics, 'wait').mockImplementation((_array, _index, _value, ms) => {
    now += ms ?? 0;
    return 'timed-out';
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('which documents are served', () => {
  it("serves Contentlayer's file in production even when the dev server wrote newer documents", async () => {
    state.generated = file([doc('/guides/a/', { title: 'Built' })], 1000);
    state.dev = { mtimeMs: 2000, docs: [doc('/guides/a/', { title: 'Edited' })] };
    const content = await load('production');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Built');
  });

  it('reads the documents once in production, whatever happens to the file afterwards', async () => {
    state.generated = file([doc('/guides/a/', { title: 'First' })], 1000);
    const content = await load('production');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('First');
    state.generated = file([doc('/guides/a/', { title: 'Rewritten' })], 2000);
    expect(content.pageByUrl('/guides/a/')?.title).toBe('First');
    expect(fs.readFileSync).toHaveBeenCalledTimes(1);
  });

  it("serves the dev server's documents in development when they are as new or newer", async () => {
    state.generated = file([doc('/guides/a/', { title: 'Built' })], 1000);
    state.dev = { mtimeMs: 1000, docs: [doc('/guides/a/', { title: 'Same time' })] };
    const content = await load('development');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Same time');
  });

  it("keeps Contentlayer's file in development when it is newer than the dev server's", async () => {
    state.generated = file([doc('/guides/a/', { title: 'Built' })], 2000);
    state.dev = { mtimeMs: 1000, docs: [doc('/guides/a/', { title: 'Older edit' })] };
    const content = await load('development');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Built');
  });

  it("serves the dev server's documents in development when Contentlayer's file is missing", async () => {
    state.dev = { mtimeMs: 1000, docs: [doc('/guides/a/', { title: 'Edited' })] };
    const content = await load('development');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Edited');
  });

  it('follows every rewrite in development, of either file', async () => {
    state.generated = file([doc('/guides/a/', { title: 'Built' })], 1000);
    const content = await load('development');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Built');
    state.generated = file([doc('/guides/a/', { title: 'Rebuilt' })], 2000);
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Rebuilt');
    state.dev = { mtimeMs: 3000, docs: [doc('/guides/a/', { title: 'Saved once' })] };
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Saved once');
    state.dev = { mtimeMs: 4000, docs: [doc('/guides/a/', { title: 'Saved twice' })] };
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Saved twice');
  });

  it('reads unchanged documents once in development, and builds a sidebar once per read', async () => {
    state.generated = file([doc('/guides/a/')], 1000);
    const content = await load('development');
    content.allPages();
    const nav = content.sectionNav('guides');
    content.allPages();
    expect(content.sectionNav('guides')).toBe(nav);
    expect(fs.readFileSync).toHaveBeenCalledTimes(1);
    state.dev = { mtimeMs: 2000, docs: [doc('/guides/a/')] };
    content.allPages();
    content.allPages();
    expect(devDocuments.readDevDocuments).toHaveBeenCalledTimes(1);
  });
});

describe('while the documents are being written', () => {
  it('serves no pages in development until the content step has written the documents', async () => {
    const content = await load('development');
    // The dev server has not even reported yet, then it reports that it is starting.
    expect(content.allPages()).toEqual([]);
    state.status = { revision: 1, state: 'starting', problems: [] };
    expect(content.allPages()).toEqual([]);
    state.generated = file([doc('/guides/a/')], 1000);
    expect(urls(content.allPages())).toEqual(['/guides/a/']);
  });

  it('waits in development while the file is half written, then serves it', async () => {
    state.generated = file([doc('/guides/a/')], 1000);
    fs.readFileSync.mockImplementationOnce(() => '[{"url":');
    const content = await load('development');
    const start = now;
    expect(urls(content.allPages())).toEqual(['/guides/a/']);
    expect(now - start).toBeGreaterThan(0);
    expect(now - start).toBeLessThan(3000);
  });

  it('gives up after 3 seconds in development, naming the missing file', async () => {
    state.status = { revision: 1, state: 'ready', problems: [] };
    const content = await load('development');
    const start = now;
    expect(() => content.allPages()).toThrow(
      `${GENERATED} is missing: the content step (contentlayer2) has not run yet`,
    );
    expect(now - start).toBeGreaterThanOrEqual(3000);
    expect(now - start).toBeLessThan(3100);
  });

  it("gives up after 3 seconds in development on a file that breaks the contract, with the contract's error", async () => {
    state.generated = { mtimeMs: 1000, text: '{"not":"a list"}' };
    const content = await load('development');
    const start = now;
    expect(() => content.allPages()).toThrow('does not match its contract');
    expect(now - start).toBeGreaterThanOrEqual(3000);
  });

  it('fails at once in production when the file is missing, naming it', async () => {
    const content = await load('production');
    expect(() => content.allPages()).toThrow(
      `${GENERATED} is missing: the content step (contentlayer2) has not run yet`,
    );
    expect(fs.readFileSync).toHaveBeenCalledTimes(1);
  });

  it('fails at once in production on a half-written file, without waiting for the rest', async () => {
    state.generated = file([doc('/guides/a/')], 1000);
    fs.readFileSync.mockImplementationOnce(() => '[{"url":');
    const content = await load('production');
    expect(() => content.allPages()).toThrow(SyntaxError);
    expect(fs.readFileSync).toHaveBeenCalledTimes(1);
  });
});

describe('devContent', () => {
  it('is undefined when the dev server reports nothing (production, or not started)', async () => {
    const content = await load('development');
    expect(content.devContent()).toBeUndefined();
  });

  it('gives only the revision when the documents are ready and the content is clean', async () => {
    state.status = { revision: 4, state: 'ready', problems: [] };
    const content = await load('development');
    expect(content.devContent()).toEqual({ revision: 4 });
  });

  it('adds the report for the layout while starting, or when the content has problems', async () => {
    const problem = { file: 'content/guides/a.mdx', line: 2, reason: 'title must not be empty' };
    const content = await load('development');
    state.status = { revision: 5, state: 'starting', problems: [] };
    expect(content.devContent()).toEqual({
      revision: 5,
      report: { state: 'starting', problems: [] },
    });
    state.status = { revision: 6, state: 'ready', problems: [problem] };
    expect(content.devContent()).toEqual({
      revision: 6,
      report: { state: 'ready', problems: [problem] },
    });
  });
});

describe('pages', () => {
  it('carries the contributors, last update, date and compiled body of each document', async () => {
    state.generated = file([
      doc('/blog/2025-05-05-release/', {
        contributorHandles: ['alice', 'bob'],
        lastUpdated: '2025-05-06T10:00:00.000Z',
        date: '2025-05-05',
      }),
      doc('/guides/new/'),
    ]);
    const content = await load('production');
    expect(content.pageByUrl('/blog/2025-05-05-release/')).toMatchObject({
      contributors: ['alice', 'bob'],
      lastUpdated: '2025-05-06T10:00:00.000Z',
      date: '2025-05-05',
      code: 'code of /blog/2025-05-05-release/',
      thirdParty: false,
    });
    // A page with no commit yet and no date in its name has neither field.
    const fresh = content.pageByUrl('/guides/new/')!;
    expect(fresh).not.toHaveProperty('lastUpdated');
    expect(fresh).not.toHaveProperty('date');
    expect(fresh.code).toBe('code of /guides/new/');
  });

  it("lists every page in the order of their source paths, whatever Contentlayer's order", async () => {
    const order = ['/guides/b/', '/api/', '/guides/a/', '/concepts/z/', '/api/cli/'];
    for (const env of ['production', 'development'] as const) {
      state.generated = file(order.map((url) => doc(url)));
      const content = await load(env);
      expect(urls(content.allPages())).toEqual([
        '/api/cli/',
        '/api/',
        '/concepts/z/',
        '/guides/a/',
        '/guides/b/',
      ]);
    }
  });

  it('finds a page and its source by url, and nothing for an unknown url', async () => {
    state.generated = file([doc('/guides/a/')]);
    const content = await load('production');
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Title of /guides/a/');
    expect(content.pageBody('/guides/a/')).toBe('raw of /guides/a/');
    expect(content.pageByUrl('/guides/nope/')).toBeUndefined();
    expect(content.pageBody('/guides/nope/')).toBeUndefined();
  });

  it("lists a section's pages in sidebar order, with each page's neighbours", async () => {
    state.generated = file([
      doc('/guides/b/', { sort: 2 }),
      doc('/guides/a/', { sort: 1 }),
      doc('/guides/'),
      doc('/concepts/x/'),
    ]);
    const content = await load('production');
    expect(urls(content.sectionPages('guides'))).toEqual(['/guides/', '/guides/a/', '/guides/b/']);
    expect(urls(content.printablePages('guides')!)).toEqual([
      '/guides/',
      '/guides/a/',
      '/guides/b/',
    ]);
    expect(content.printablePages('blog')).toBeUndefined();
    expect(content.pageNeighbours(content.pageByUrl('/guides/a/')!)).toEqual({
      previous: { url: '/guides/', title: 'Title of /guides/' },
      next: { url: '/guides/b/', title: 'Title of /guides/b/' },
    });
  });

  it("titles a section by its name, a top-level page by its own title, anything else by its id", async () => {
    state.generated = file([doc('/glossary/', { title: 'Words we use' })]);
    const content = await load('production');
    expect(content.sectionTitle('guides')).toBe('Guides');
    expect(content.sectionTitle('api')).toBe('API');
    expect(content.sectionTitle('glossary')).toBe('Words we use');
    expect(content.sectionTitle('elsewhere')).toBe('elsewhere');
  });

  it('lists the top-level pages in the footer order, then the others by title', async () => {
    state.generated = file([
      doc('/zeta/', { title: 'Zeta' }),
      doc('/license/', { title: 'Licence' }),
      doc('/guides/', { title: 'A guides home' }),
      doc('/guides/a/', { title: 'A guide' }),
      doc('/branding/assets/', { title: 'A nested page' }),
      doc('/glossary/', { title: 'Glossary' }),
      doc('/alpha/', { title: 'Alpha' }),
      doc('/comparison/', { title: 'Webpack compared' }),
    ]);
    const content = await load('production');
    expect(urls(content.topLevelPages())).toEqual([
      '/comparison/',
      '/glossary/',
      '/license/',
      '/alpha/',
      '/zeta/',
    ]);
  });

  it("lists the blog section's dated pages, newest first", async () => {
    state.generated = file([
      doc('/blog/2024-01-01-old/', { date: '2024-01-01' }),
      doc('/blog/'),
      doc('/guides/2025-01-01-dated/', { date: '2025-01-01' }),
      doc('/blog/2025-05-05-new/', { date: '2025-05-05' }),
    ]);
    const content = await load('production');
    expect(urls(content.blogPosts())).toEqual(['/blog/2025-05-05-new/', '/blog/2024-01-01-old/']);
  });
});
