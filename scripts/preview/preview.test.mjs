// The preview comment's page list, on a fixture git repository: pages added, changed, removed
// and moved, shared code (every page, with the templates), off-site files (no page), the
// navigation and glossary side effects; then both CLI steps as the workflow runs them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedPages } from './changed-pages.mjs';
import { COMMENT_MARKER, previewComment } from './comment.mjs';

const SCRIPT = fileURLToPath(new URL('../preview.mjs', import.meta.url));
const ORIGIN = 'https://pr-7--webpack-docs.netlify.app';
const repo = mkdtempSync(join(tmpdir(), 'preview-pages-'));

const page = (title, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nText of ${title}.\n`;

function write(path, text) {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function git(...args) {
  return execFileSync(
    'git',
    ['-c', 'user.name=Fixture', '-c', 'user.email=fixture@example.com', ...args],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  ).trim();
}

function commit(message) {
  git('add', '-A');
  git('commit', '-q', '-m', message);
  return git('rev-parse', 'HEAD');
}

let base;
beforeAll(() => {
  git('init', '-q', '-b', 'main');
  write('content/concepts/index.mdx', page('Concepts'));
  write('content/concepts/alpha.mdx', page('Alpha', 'sort: 1\n'));
  write('content/concepts/beta.mdx', page('Beta', 'sort: 2\n'));
  write('content/guides/gamma.mdx', page('Gamma'));
  write('content/glossary.mdx', page('Glossary'));
  write('src/app/layout.tsx', 'export default 1;\n');
  write('README.md', '# Readme\n');
  write('tests/e2e/a.spec.ts', 'test;\n');
  base = commit('base');
});
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('changedPages', () => {
  it('lists pages added, changed, removed and moved, and the sections whose navigation changes', async () => {
    git('checkout', '-q', '-b', 'pages', base);
    write('content/concepts/alpha.mdx', page('Alpha', 'sort: 1\n').replace('Text', 'New text'));
    write('content/concepts/delta.mdx', page('Delta', 'sort: 3\n'));
    rmSync(join(repo, 'content/guides/gamma.mdx'));
    renameSync(
      join(repo, 'content/concepts/beta.mdx'),
      join(repo, 'content/concepts/beta-moved.mdx'),
    );
    write('README.md', '# Readme, edited\n');
    write('tests/e2e/a.spec.ts', 'test(1);\n');
    const head = commit('pages');
    expect(await changedPages({ cwd: repo, base, head })).toEqual({
      pages: [
        {
          change: 'added',
          path: 'content/concepts/beta-moved.mdx',
          url: '/concepts/beta-moved/',
          title: 'Beta',
        },
        {
          change: 'added',
          path: 'content/concepts/delta.mdx',
          url: '/concepts/delta/',
          title: 'Delta',
        },
        {
          change: 'changed',
          path: 'content/concepts/alpha.mdx',
          url: '/concepts/alpha/',
          title: 'Alpha',
        },
        {
          change: 'removed',
          path: 'content/concepts/beta.mdx',
          url: '/concepts/beta/',
          title: 'Beta',
        },
        {
          change: 'removed',
          path: 'content/guides/gamma.mdx',
          url: '/guides/gamma/',
          title: 'Gamma',
        },
      ],
      shared: [],
      templates: [],
      navigation: ['concepts', 'guides'],
      glossary: false,
    });
  });

  it('says every page for shared code, with one page of each template', async () => {
    git('checkout', '-q', '-b', 'shared', base);
    write('src/app/layout.tsx', 'export default 2;\n');
    const report = await changedPages({ cwd: repo, base, head: commit('shared') });
    expect(report.pages).toEqual([]);
    expect(report.shared).toEqual(['src/app/layout.tsx']);
    expect(report.templates.map((template) => template.name)).toEqual([
      'Landing',
      'Section index',
      'Docs page',
      'Printable page',
      'Blog index',
      'Blog post',
      'Glossary',
      'Page Not Found',
    ]);
  });

  it('notes a changed title (navigation) and a changed glossary (terms on every page)', async () => {
    git('checkout', '-q', '-b', 'titles', base);
    write('content/concepts/alpha.mdx', page('Alpha, renamed', 'sort: 1\n'));
    write('content/glossary.mdx', page('Glossary').replace('Text', 'More text'));
    const report = await changedPages({ cwd: repo, base, head: commit('titles') });
    expect(report.pages.map((entry) => [entry.change, entry.url])).toEqual([
      ['changed', '/concepts/alpha/'],
      ['changed', '/glossary/'],
    ]);
    expect(report.navigation).toEqual(['concepts']);
    expect(report.glossary).toBe(true);
  });
});

describe('previewComment', () => {
  const report = {
    pages: [
      {
        change: 'added',
        path: 'content/concepts/delta.mdx',
        url: '/concepts/delta/',
        title: 'Delta',
      },
      {
        change: 'changed',
        path: 'content/concepts/alpha.mdx',
        url: '/concepts/alpha/',
        title: 'Alpha',
      },
      {
        change: 'removed',
        path: 'content/guides/gamma.mdx',
        url: '/guides/gamma/',
        title: 'Gamma',
      },
    ],
    shared: [],
    templates: [],
    navigation: ['concepts', 'guides'],
    glossary: false,
  };

  it('links every added and changed page to its preview URL; removed ones are named', () => {
    const comment = previewComment(report, { origin: `${ORIGIN}/`, commit: 'abcdef123456' });
    expect(comment.startsWith(COMMENT_MARKER)).toBe(true);
    expect(comment).toContain(`Deployed [/](${ORIGIN}/) for \`abcdef1\`.`);
    expect(comment).toContain('**3 pages in this change**');
    expect(comment).toContain(
      `| added | Delta (\`content/concepts/delta.mdx\`) | [/concepts/delta/](${ORIGIN}/concepts/delta/) |`,
    );
    expect(comment).toContain(
      `| changed | Alpha (\`content/concepts/alpha.mdx\`) | [/concepts/alpha/](${ORIGIN}/concepts/alpha/) |`,
    );
    expect(comment).toContain(
      '| removed | Gamma (`content/guides/gamma.mdx`) | `/guides/gamma/`, gone from the preview |',
    );
    expect(comment).toContain(
      'Also changed: the sidebar and the previous/next links of every page in `concepts`, `guides`.',
    );
  });

  it('says every page and links one page of each template when shared code changed', () => {
    const comment = previewComment(
      {
        ...report,
        pages: [],
        shared: ['src/app/layout.tsx'],
        templates: [
          { name: 'Landing', path: '/' },
          { name: 'Docs page', path: '/concepts/modules/' },
        ],
      },
      { origin: ORIGIN },
    );
    expect(comment).toContain('**Every page**: shared code changed (`src/app/layout.tsx`)');
    expect(comment).toContain(`- Docs page: [/concepts/modules/](${ORIGIN}/concepts/modules/)`);
  });

  it('says so when nothing the site is built from changed', () => {
    const comment = previewComment({ ...report, pages: [], navigation: [] }, { origin: ORIGIN });
    expect(comment).toContain('No page changes');
  });
});

describe('scripts/preview.mjs, as the workflow runs it', () => {
  it('writes the report in the build job and the comment in the deploy job', () => {
    git('checkout', '-q', '-b', 'cli', base);
    write('content/concepts/epsilon.mdx', page('Epsilon'));
    const head = commit('cli');
    const reportFile = join(repo, 'report.json');
    const commentFile = join(repo, 'comment.md');
    const pages = spawnSync(
      process.execPath,
      [SCRIPT, 'pages', '--base', base, '--head', head, '--out', reportFile],
      {
        cwd: repo,
        encoding: 'utf8',
      },
    );
    expect(pages.status, pages.stderr).toBe(0);
    const comment = spawnSync(
      process.execPath,
      [
        SCRIPT,
        'comment',
        '--report',
        reportFile,
        '--origin',
        ORIGIN,
        '--commit',
        head,
        '--out',
        commentFile,
      ],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(comment.status, comment.stderr).toBe(0);
    expect(readFileSync(commentFile, 'utf8')).toContain(
      `| added | Epsilon (\`content/concepts/epsilon.mdx\`) | [/concepts/epsilon/](${ORIGIN}/concepts/epsilon/) |`,
    );
  });

  it('explains its usage and exits 2 without the arguments it needs', () => {
    const run = spawnSync(process.execPath, [SCRIPT, 'comment'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage:');
  });
});
