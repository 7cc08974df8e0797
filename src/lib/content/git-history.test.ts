import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileHistory, parseGitLog, readGitHistory } from './git-history';

const R = '\x1e';

/** A recorded `git log` (GIT_LOG_ARGS format), newest commit first. */
const LOG = [
  `${R}a1\tann@example.org\t2026-03-10T09:00:00+02:00`,
  '',
  'M\tcontent/guides/new.mdx',
  'M\tsrc/app/page.tsx',
  // A merge commit: git log lists no files for it.
  `${R}m1\tbot@example.org\t2026-03-09T12:00:00+00:00`,
  `${R}b2\tbob@example.org\t2026-03-08T10:00:00+00:00`,
  '',
  'R087\tcontent/guides/old.mdx\tcontent/guides/new.mdx',
  'A\tcontent/concepts/reborn.mdx',
  `${R}c3\tcid@example.org\t2026-03-05T23:30:00-01:00`,
  '',
  'D\tcontent/concepts/reborn.mdx',
  'M\tcontent/guides/old.mdx',
  `${R}d4\tann@example.org\t2026-03-01T08:00:00+00:00`,
  '',
  'A\tcontent/guides/old.mdx',
  'A\tcontent/concepts/reborn.mdx',
  'A\tREADME.md',
  '',
].join('\n');

describe('parseGitLog', () => {
  // Parsed inside each test, not once here: StrykerJS only credits tests with code they run.
  const history = () => parseGitLog(LOG, 'content/');

  it('keeps only files under the prefix, keyed relative to it', () => {
    expect([...history().keys()].sort()).toEqual(['concepts/reborn.mdx', 'guides/new.mdx']);
  });

  it('follows a rename: the old path’s commits belong to the new file, authors oldest first', () => {
    expect(history().get('guides/new.mdx')).toEqual({
      authorEmails: ['ann@example.org', 'cid@example.org', 'bob@example.org', 'ann@example.org'],
      lastUpdated: '2026-03-10T07:00:00.000Z',
    });
  });

  it('does not give a re-created file the history of the deleted one', () => {
    expect(history().get('concepts/reborn.mdx')).toEqual({
      authorEmails: ['bob@example.org'],
      lastUpdated: '2026-03-08T10:00:00.000Z',
    });
  });

  it('without a prefix, keys every file by its path from the repository root, and nothing else', () => {
    expect([...parseGitLog(LOG).keys()].sort()).toEqual([
      'README.md',
      'content/concepts/reborn.mdx',
      'content/guides/new.mdx',
      'src/app/page.tsx',
    ]);
  });

  it('gives a copy only the history from the copy on, and leaves the original its own', () => {
    // git log reports copies (C) when a user's config has diff.renames=copies.
    const log = [
      `${R}c2\tbob@example.org\t2026-02-01T00:00:00Z`,
      '',
      'C075\tcontent/a.mdx\tcontent/b.mdx',
      `${R}c1\tann@example.org\t2026-01-01T00:00:00Z`,
      '',
      'A\tcontent/a.mdx',
    ].join('\n');
    expect(Object.fromEntries(parseGitLog(log, 'content/'))).toEqual({
      'a.mdx': { authorEmails: ['ann@example.org'], lastUpdated: '2026-01-01T00:00:00.000Z' },
      'b.mdx': { authorEmails: ['bob@example.org'], lastUpdated: '2026-02-01T00:00:00.000Z' },
    });
  });

  it('takes the newest date even when the order of commits is not by date', () => {
    const log = [
      `${R}x\ta@example.org\t2026-01-01T00:00:00Z`,
      '',
      'M\tcontent/a.mdx',
      `${R}y\tb@example.org\t2026-02-01T00:00:00Z`,
      '',
      'A\tcontent/a.mdx',
    ].join('\n');
    expect(parseGitLog(log, 'content/').get('a.mdx')?.lastUpdated).toBe('2026-02-01T00:00:00.000Z');
  });

  it('ignores empty or malformed input', () => {
    expect(parseGitLog('').size).toBe(0);
    expect(parseGitLog(`${R}zz\tno-date\n\nM\tcontent/a.mdx`, 'content/').size).toBe(0);
  });
});

describe('readGitHistory', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'git-history-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'T',
        GIT_COMMITTER_NAME: 'T',
        GIT_COMMITTER_EMAIL: 't@example.org',
      },
    });

  function commit(repo: string, email: string, date: string, message: string) {
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', message, `--author=T <${email}>`, `--date=${date}`);
  }

  it('reads a real repository, following a rename, relative to the content folder', () => {
    const repo = join(scratch, 'repo');
    mkdirSync(join(repo, 'content/guides'), { recursive: true });
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'content/guides/a.mdx'), '# A\n\nfirst version of the page\n');
    writeFileSync(join(repo, 'outside.md'), 'x');
    commit(repo, 'one@example.org', '2026-01-02T10:00:00Z', 'add');
    git(repo, 'mv', 'content/guides/a.mdx', 'content/guides/b.mdx');
    commit(repo, 'two@example.org', '2026-01-05T10:00:00Z', 'rename');

    const history = readGitHistory(join(repo, 'content'));
    expect([...history.keys()]).toEqual(['guides/b.mdx']);
    expect(history.get('guides/b.mdx')).toEqual({
      authorEmails: ['one@example.org', 'two@example.org'],
      lastUpdated: '2026-01-05T10:00:00.000Z',
    });
    expect(fileHistory(join(repo, 'content'), 'guides/b.mdx').authorEmails).toHaveLength(2);
    expect(fileHistory(join(repo, 'content'), 'guides/new.mdx')).toEqual({ authorEmails: [] });
  });

  it('reads the log once per process: a later commit does not cost another git log', () => {
    const repo = join(scratch, 'cached');
    mkdirSync(join(repo, 'content'), { recursive: true });
    git(repo, 'init', '-q');
    writeFileSync(join(repo, 'content/a.mdx'), '# A\n');
    commit(repo, 'one@example.org', '2026-01-02T10:00:00Z', 'add');
    expect(fileHistory(join(repo, 'content'), 'a.mdx').authorEmails).toEqual(['one@example.org']);
    writeFileSync(join(repo, 'content/a.mdx'), '# A\n\nmore\n');
    commit(repo, 'two@example.org', '2026-01-03T10:00:00Z', 'edit');
    expect(fileHistory(join(repo, 'content'), 'a.mdx').authorEmails).toEqual(['one@example.org']);
  });

  it('reads a log far longer than a few lines (a real site’s log is megabytes)', () => {
    const repo = join(scratch, 'many');
    mkdirSync(join(repo, 'content'), { recursive: true });
    git(repo, 'init', '-q');
    for (let i = 0; i < 40; i++) {
      writeFileSync(join(repo, `content/page-${i}-with-a-longer-file-name.mdx`), `# ${i}\n`);
    }
    commit(repo, 'one@example.org', '2026-01-02T10:00:00Z', 'add');
    expect(readGitHistory(join(repo, 'content')).size).toBe(40);
  });

  it('is empty in a shallow clone, whose history would give wrong dates', () => {
    const shallow = join(scratch, 'shallow');
    git(scratch, 'clone', '-q', '--depth', '1', `file://${join(scratch, 'repo')}`, shallow);
    expect(readGitHistory(join(shallow, 'content')).size).toBe(0);
  });

  it('is empty outside a git checkout, without throwing', () => {
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'));
    try {
      expect(readGitHistory(plain).size).toBe(0);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
