// The content module under `npm run dev`: it reads the newer of Contentlayer's documents and the
// dev server's, follows them as they change, and reports the content step's problems.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_DOCUMENTS_DIR, DEV_DOCUMENTS_INDEX } from './dev/dev-documents';
import { DEV_STATUS_PATH } from './dev/dev-status';
import { GENERATED_DOCS_PATH } from '../contracts/generated-docs';

const root = mkdtempSync(join(tmpdir(), 'content-dev-'));
const cwd = process.cwd();

function doc(title: string) {
  return {
    _id: 'guides/a.mdx',
    title,
    url: '/guides/a/',
    section: 'guides',
    slug: 'a',
    name: 'a',
    path: 'content/guides/a.mdx',
    extension: '.mdx',
    size: 10,
    anchors: [],
    editUrl: 'https://example.com/',
    contributorHandles: [],
    lastUpdated: '',
  };
}

function write(path: string, value: unknown, time: number) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
  utimesSync(file, time, time);
}

function writeDev(title: string, body: string, time: number) {
  write(join(DEV_DOCUMENTS_DIR, `${time}.json`), { raw: body, code: `code of ${body}` }, time);
  write(
    join(DEV_DOCUMENTS_DIR, DEV_DOCUMENTS_INDEX),
    [{ ...doc(title), bodyFile: `${time}.json` }],
    time,
  );
}

let content: typeof import('./index');
beforeAll(async () => {
  write(
    GENERATED_DOCS_PATH,
    [{ ...doc('From the build'), body: { raw: 'built', code: 'built code' } }],
    1000,
  );
  process.chdir(root);
  vi.stubEnv('NODE_ENV', 'development');
  vi.resetModules();
  content = await import('./index');
});
afterAll(() => {
  process.chdir(cwd);
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('content in development', () => {
  it("reads Contentlayer's documents while the dev server has written none", () => {
    expect(content.pageByUrl('/guides/a/')).toMatchObject({
      title: 'From the build',
      code: 'built code',
    });
  });

  it("switches to the dev server's documents once they are newer, and follows each save", () => {
    writeDev('Edited once', 'first', 2000);
    expect(content.pageByUrl('/guides/a/')).toMatchObject({
      title: 'Edited once',
      code: 'code of first',
    });
    expect(content.pageBody('/guides/a/')).toBe('first');
    writeDev('Edited twice', 'second', 3000);
    expect(content.pageByUrl('/guides/a/')?.title).toBe('Edited twice');
    expect(content.pageBody('/guides/a/')).toBe('second');
  });

  it("reports the content step's problems and revision for the layout", () => {
    const problem = {
      file: 'content/guides/a.mdx',
      line: 2,
      reason: 'frontmatter field "sort" must be a number',
    };
    write(
      DEV_STATUS_PATH,
      { revision: 7, state: 'ready', watching: true, problems: [problem] },
      4000,
    );
    expect(content.devContent()).toEqual({
      revision: 7,
      report: { state: 'ready', problems: [problem] },
    });
    write(DEV_STATUS_PATH, { revision: 8, state: 'ready', watching: true, problems: [] }, 5000);
    expect(content.devContent()).toEqual({ revision: 8 });
  });
});
