// A fresh `npm install` prints no unexplained warning (docs/install.md): read from the
// committed lockfile, every dependency with an install script is decided in `allowScripts`
// (npm 11 warns about the others), and every package whose `engines.node` excludes the Node.js
// running the tests (npm warns EBADENGINE) is explained in docs/install.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';

interface LockEntry {
  version?: string;
  optional?: boolean;
  hasInstallScript?: boolean;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}

const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
};

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 13);

/** Packages npm installs on this machine: optional ones only for this platform. */
function installedHere(): [string, LockEntry][] {
  const matches = (list: string[] | undefined, value: string) =>
    !list ||
    list.some((entry) => entry === value || (entry.startsWith('!') && entry !== `!${value}`));
  return Object.entries(lock.packages).filter(
    ([path, entry]) =>
      path !== '' &&
      (!entry.optional ||
        (matches(entry.os, process.platform) && matches(entry.cpu, process.arch))),
  );
}

describe('a fresh install', () => {
  it('finds every dependency with an install script decided in allowScripts', () => {
    const withScripts = installedHere()
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path, entry]) => `${nameOf(path)}@${entry.version}`);
    const decided = (spec: string) =>
      Object.keys(manifest.allowScripts ?? {}).some(
        (key) => key === spec || key === spec.slice(0, spec.lastIndexOf('@')),
      );
    console.log(`dependencies with install scripts: ${withScripts.join(', ') || 'none'}`);
    expect(withScripts.filter((spec) => !decided(spec))).toEqual([]);
  });

  it('has every engine warning explained in docs/install.md', () => {
    const docs = read('docs/install.md');
    const warned = installedHere()
      .filter(([, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range !== undefined && !semver.satisfies(process.versions.node, range);
      })
      .map(([path, entry]) => `${nameOf(path)}@${entry.version}`);
    console.log(`EBADENGINE on Node.js ${process.versions.node}: ${warned.join(', ') || 'none'}`);
    expect(warned.filter((spec) => !docs.includes(`\`${spec}\``))).toEqual([]);
  });
});
