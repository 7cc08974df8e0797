import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSectionManifest, pageFiles } from './offline-sections.mjs';
import { pageRevision } from './page-revision.mjs';

let out;
const write = (path, text) => {
  mkdirSync(join(out, path, '..'), { recursive: true });
  writeFileSync(join(out, path), text);
};

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'offline-sections-'));
  write('concepts/index.html', '<h1>Concepts</h1>');
  write('concepts/index.txt', 'rsc-1');
  write('concepts/__next._tree.txt', 'tree');
  write('concepts/targets/index.html', '<h1>Targets</h1>!');
  write('concepts/targets/index.txt', 'rsc-22');
  write('concepts/targets/notes.txt', 'not a payload');
  write('concepts/targets/deeper/index.txt', 'another page');
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('the section manifest', () => {
  it('lists a page as its HTML (with the warm-up revision) and its navigation payload, with sizes', () => {
    expect(pageFiles(out, '/concepts/targets/')).toEqual([
      ['/concepts/targets/', 17, pageRevision('<h1>Targets</h1>!')],
      ['/concepts/targets/index.txt', 6],
    ]);
  });

  it('sums every file of every page of a section', () => {
    const manifest = buildSectionManifest(out, {
      sections: [{ id: 'concepts', title: 'Concepts', urls: ['/concepts/', '/concepts/targets/'] }],
    });
    const [section] = manifest.sections;
    expect(section.pages).toBe(2);
    // Prefetch-only segment payloads (__next.*.txt) are left out.
    expect(section.files.map(([path]) => path)).toEqual([
      '/concepts/',
      '/concepts/index.txt',
      '/concepts/targets/',
      '/concepts/targets/index.txt',
    ]);
    expect(section.bytes).toBe(17 + 5 + 17 + 6);
  });

  it('fails loudly when a listed page was not exported', () => {
    expect(() =>
      buildSectionManifest(out, { sections: [{ id: 'x', title: 'X', urls: ['/missing/'] }] }),
    ).toThrow(/ENOENT/);
  });
});
