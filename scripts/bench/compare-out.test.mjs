import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { compareOut } from './compare-out.mjs';

let base;
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** An export with build id `id` and the given files (`[build id]` in a name or text is `id`). */
function site(name, id, files) {
  const dir = join(base, name);
  const all = { [`_next/static/${id}/_buildManifest.js`]: 'm', ...files };
  for (const [path, text] of Object.entries(all)) {
    const file = join(dir, path.replaceAll('[build id]', id));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text.replaceAll('[build id]', id));
  }
  return dir;
}

const page = (body) =>
  `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${body.length}AAAA='"><script src="/_next/static/[build id]/a.js"></script><main>${body}</main>`;

describe('compareOut', () => {
  it('sees two builds of the same source as the same', () => {
    base = mkdtempSync(join(tmpdir(), 'compare-out-'));
    const files = {
      'index.html': page('Home'),
      'sw-pages.json': '[["/","a0a15aa57ebc",12869]]',
    };
    const before = site('before', 'AAAAAAAA', files);
    const after = site('after', 'BBBBBBBB', {
      ...files,
      'index.html': page('Home').replace('sha256-4', 'sha256-9'),
      'sw-pages.json': '[["/","37e59136eeb2",12867]]',
    });
    expect(compareOut(before, after)).toEqual([]);
  });

  it('names a page whose HTML changed and a file only one side has', () => {
    base = mkdtempSync(join(tmpdir(), 'compare-out-'));
    const before = site('before', 'AAAAAAAA', { 'index.html': page('Home'), 'a.md': 'a' });
    const after = site('after', 'BBBBBBBB', { 'index.html': page('Home!'), 'b.md': 'b' });
    const differences = compareOut(before, after);
    expect(differences).toContain('only before: a.md');
    expect(differences).toContain('only after: b.md');
    expect(differences.some((line) => line.startsWith('differs: index.html'))).toBe(true);
  });
});

describe('node scripts/bench/compare-out.mjs', () => {
  const cli = fileURLToPath(new URL('./compare-out.mjs', import.meta.url));

  it('exits 0 for the same site and 1, naming the file, for a changed page', () => {
    base = mkdtempSync(join(tmpdir(), 'compare-out-'));
    const before = site('before', 'AAAAAAAA', { 'index.html': page('Home') });
    const same = site('same', 'BBBBBBBB', { 'index.html': page('Home') });
    const changed = site('changed', 'CCCCCCCC', { 'index.html': page('Away') });
    const ok = spawnSync(process.execPath, [cli, before, same], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('the two exports are the same');
    const failed = spawnSync(process.execPath, [cli, before, changed], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('differs: index.html');
  });
});
