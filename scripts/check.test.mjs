// `npm run check` as a writer runs it: on a fixture content folder with one mistake of each
// kind, then on a copy with the mistakes removed, then again from its cache.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE = join(ROOT, 'tests/fixtures/writer-checks/content');

function check(contentDir, env = {}) {
  const run = spawnSync(process.execPath, ['scripts/check.mjs', '--content', contentDir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 240_000,
  });
  return { status: run.status, lines: run.stdout.split('\n').filter(Boolean), summary: run.stderr };
}

const scratch = mkdtempSync(join(tmpdir(), 'webpack-docs-check-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run check', { timeout: 300_000 }, () => {
  let printed = [];

  it('prints one path:line:column line per problem and exits 1', () => {
    const { status, lines } = check(FIXTURE, { CHECK_CACHE: '0' });
    printed = lines;
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/guides\/bad-mdx\.mdx:6:29: MDX does not parse: Unexpected character `\.`/,
      ),
      'content/guides/bad-yaml.mdx:3:1: frontmatter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      'content/guides/problems.mdx:3:1: frontmatter field "sort" must be a number',
      'content/guides/problems.mdx:4:1: frontmatter field "colour" is not a known field',
      'content/guides/problems.mdx:8:10: link "/guides/nowhere/": no page or file at /guides/nowhere/',
      'content/guides/problems.mdx:13:3: link "/guides/good/#nope": /guides/good/ has no heading with id "nope"',
      'content/guides/problems.mdx:13:45: relative link "good/": write a site path starting with /',
      expect.stringMatching(
        /^content\/guides\/problems\.mdx:15:1: webpack\.config\.js example fails webpack\.validate\(\): - configuration\.mode should be one of these/,
      ),
      'content/guides/syntaxes.mdx:8:1: webpack.config.js example does not evaluate: it loads a computed module name',
      'content/guides/syntaxes.mdx:8:10: config block flagged "syntaxes" cannot be rewritten: line 2: require() is only supported in top-level `const x = require(…)`',
      'content/guides/unknown-component.mdx:8:1: unknown MDX component <Tipp>: a page may use <Badge>, <Callout>, <Tip>, <Warning>',
    ]);
  });

  it('exits 0 with no problem lines once the mistakes are gone, then answers from its cache', () => {
    const content = join(scratch, 'content');
    cpSync(FIXTURE, content, { recursive: true });
    for (const file of ['bad-mdx', 'bad-yaml', 'problems', 'syntaxes', 'unknown-component']) {
      rmSync(join(content, 'guides', `${file}.mdx`));
    }
    const first = check(content);
    expect(first).toMatchObject({ status: 0, lines: [] });
    expect(first.summary).toMatch(
      /no problems: 2 pages \(2 checked afresh\), 3 config examples \(3 evaluated afresh\)/,
    );
    const second = check(content);
    expect(second).toMatchObject({ status: 0, lines: [] });
    expect(second.summary).toMatch(
      /2 pages \(0 checked afresh\), 3 config examples \(0 evaluated afresh\)/,
    );
  });

  it("is read by the VS Code task's problem matcher: file, line, column and message", () => {
    const tasks = JSON.parse(readFileSync(join(ROOT, '.vscode/tasks.json'), 'utf8'));
    const task = tasks.tasks.find((entry) => entry.type === 'npm' && entry.script === 'check');
    const { pattern, fileLocation } = task.problemMatcher;
    expect(fileLocation).toEqual(['relative', '${workspaceFolder}']);
    const matched = printed.map((line) => {
      const match = new RegExp(pattern.regexp).exec(line);
      return (
        match && [
          match[pattern.file],
          match[pattern.line],
          match[pattern.column],
          match[pattern.message],
        ]
      );
    });
    expect(matched).toHaveLength(11);
    expect(matched[2]).toEqual([
      'content/guides/problems.mdx',
      '3',
      '1',
      'frontmatter field "sort" must be a number',
    ]);
    expect(matched.every((entry) => entry && entry[0].startsWith('content/guides/'))).toBe(true);
  });
});
