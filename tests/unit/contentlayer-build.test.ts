// Runs the real Contentlayer build (our contentlayer.config.ts) over fixture content folders
// and checks that bad frontmatter fails it with the file, the field and the reason.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

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
  it.each([
    ['sort-not-number', 'content/guides/caching.mdx: frontmatter field "sort" must be a number'],
    [
      'missing-title',
      'content/guides/caching.mdx: frontmatter field "title" is required and must be a string',
    ],
    [
      'bad-related',
      'content/guides/caching.mdx: frontmatter field "related.0.url" must be a site path',
    ],
    [
      'bad-handle',
      'content/guides/caching.mdx: frontmatter field "contributors.1" must be a GitHub handle',
    ],
    [
      'bad-verified-with',
      'content/guides/caching.mdx: frontmatter field "verifiedWith" must be a webpack version like 5.102.1',
    ],
  ])('fails on %s with file, field and reason', (fixture, message) => {
    const { status, output } = build(fixture);
    expect(status).not.toBe(0);
    expect(output).toContain(message);
  });

  it('fails on an unknown field, naming the file and the field', () => {
    const { status, output } = build('unknown-field');
    expect(status).not.toBe(0);
    expect(output).toContain('guides/caching.mdx');
    expect(output).toMatch(/extra fields[\s\S]*colour/);
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
