// The README is a newcomer's first two minutes: short, the two commands first, and every
// link and folder it names real.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const lines = readme.split('\n');

describe('README.md', () => {
  it('stays within 150 lines and gives the two commands in its first 30', () => {
    expect(lines.length).toBeLessThanOrEqual(150);
    const head = lines.slice(0, 30).join('\n');
    expect(head).toMatch(/^npm install && npm start\b/m);
    expect(head).toMatch(/^npm test\b/m);
  });

  it('links only to files that exist', () => {
    const targets = [...readme.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target!)
      .filter((target) => !/^https?:/.test(target));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target) => !existsSync(join(ROOT, target)))).toEqual([]);
  });

  it('names every top-level folder of src/ and scripts/ in its folder map, and only real ones', () => {
    const map = readme.slice(readme.indexOf('## Folder map'), readme.indexOf('## Developer'));
    const named = [...map.matchAll(/^(\S+\/)\s/gm)].map(([, folder]) => folder!);
    expect(named.filter((folder) => !existsSync(join(ROOT, folder)))).toEqual([]);
    for (const folder of ['src/app/', 'src/components/', 'src/lib/', 'src/worker/', 'src/data/']) {
      expect(named).toContain(folder);
    }
    const scripts =
      map
        .match(/^\s+((?:[\w-]+\/ ?)+)$/m)?.[1]
        ?.trim()
        .split(/\s+/) ?? [];
    const actual = readdirSync(join(ROOT, 'scripts'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    for (const sub of actual) expect(scripts).toContain(`${sub}/`);
  });
});
