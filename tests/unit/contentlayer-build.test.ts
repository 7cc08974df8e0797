// Runs the real Contentlayer build (our contentlayer.config.ts) over fixture content folders
// and checks that bad frontmatter fails it with the file, the field and the reason: one folder
// of invalid pages (tests/fixtures/frontmatter/invalid) and one valid page.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const fixtures = join(root, 'tests/fixtures/frontmatter');
const cli = join(root, 'node_modules/contentlayer2/bin/cli.cjs');
const scratch = join(root, 'node_modules/.cache/contentlayer-fixtures');
const workDirs: string[] = [];

/** Builds one fixture folder in a scratch working directory, so the real build is untouched. */
function build(fixture: string) {
  // Inside the project, so the compiled config still resolves packages from node_modules.
  mkdirSync(scratch, { recursive: true });
  const cwd = mkdtempSync(join(scratch, 'run-'));
  workDirs.push(cwd);
  const result = spawnSync(
    process.execPath,
    [cli, 'build', '--config', join(root, 'contentlayer.config.ts')],
    {
      cwd,
      // Contentlayer writes its output under $PWD, not process.cwd().
      env: { ...process.env, PWD: cwd, CONTENT_DIR: join(fixtures, fixture) },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, cwd };
}

afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe('contentlayer build with the real schema', () => {
  // One build over every invalid page: Contentlayer reports each bad document, not only the
  // first, so one run checks them all (each build costs seconds).
  let invalid: ReturnType<typeof build>;
  beforeAll(() => {
    invalid = build('invalid');
  }, 180_000);

  it('fails when any page is invalid', () => {
    expect(invalid.status).not.toBe(0);
  });

  it.each([
    ['sort-not-number', 'frontmatter field "sort" must be a number'],
    ['missing-title', 'frontmatter field "title" is required and must be a string'],
    ['bad-related', 'frontmatter field "related.0.url" must be a site path'],
    ['bad-handle', 'frontmatter field "contributors.1" must be a GitHub handle'],
    [
      'bad-verified-with',
      'frontmatter field "verifiedWith" must be a webpack version like 5.102.1',
    ],
  ])('names the file, the field and the reason: %s', (page, message) => {
    expect(invalid.output).toContain(`content/guides/${page}.mdx: ${message}`);
  });

  it('names the file and the field of an unknown field', () => {
    expect(invalid.output).toMatch(/guides\/unknown-field\.mdx[^\n]*extra fields[\s\S]*colour/);
  });

  it('builds a valid page with its computed fields', () => {
    const { status, output, cwd } = build('valid');
    expect(status, output).toBe(0);
    const dir = join(cwd, '.contentlayer/generated/Doc');
    const file = readdirSync(dir).find((name) => name.endsWith('.mdx.json'))!;
    const doc = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    expect(doc).toMatchObject({
      url: '/guides/caching/',
      section: 'guides',
      slug: 'caching',
      extension: '.mdx',
      group: '-',
      anchors: [{ title: 'Long-term caching', id: 'long-term-caching', level: 2 }],
      editUrl: 'https://github.com/webpack/webpack.js.org/edit/main/content/guides/caching.mdx',
      contributorHandles: ['sokra'],
      verifiedWith: '5.102.1',
    });
    expect(doc.size).toBeGreaterThan(100);
    // The newest commit of the fixture file, as git itself reports it ('' outside git).
    const newest = spawnSync('git', ['log', '-1', '--format=%aI', '--', 'guides/caching.mdx'], {
      cwd: join(fixtures, 'valid'),
      encoding: 'utf8',
    }).stdout.trim();
    expect(doc.lastUpdated).toBe(newest ? new Date(newest).toISOString() : '');
  });
});
