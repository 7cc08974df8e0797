import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { buildSinceData, readTarEntry, writeSinceData } from './update.mjs';

const schema = (properties) => JSON.stringify({ type: 'object', properties });

/** A gzipped npm-style tarball holding `files` under package/. */
async function tarball(files) {
  const pack = tar.pack();
  for (const [name, text] of Object.entries(files)) pack.entry({ name: `package/${name}` }, text);
  pack.finalize();
  return buffer(pack.pipe(createGzip()));
}

describe('reading a schema out of a release tarball', () => {
  it('returns schemas/WebpackOptions.json and skips the other entries', async () => {
    const body = await tarball({
      'package.json': '{}',
      'schemas/WebpackOptions.json': schema({ a: {} }),
      'lib/index.js': '',
    });
    const text = await readTarEntry(Readable.from(body), 'package/schemas/WebpackOptions.json');
    expect(JSON.parse(text)).toEqual({ type: 'object', properties: { a: {} } });
  });

  it('says so when the tarball has no schema', async () => {
    const body = await tarball({ 'package.json': '{}' });
    await expect(
      readTarEntry(Readable.from(body), 'package/schemas/WebpackOptions.json'),
    ).rejects.toThrow('package/schemas/WebpackOptions.json not in the tarball');
  });
});

describe('since-data from the registry, through the cache', () => {
  const registry = {
    '5.0.0': schema({ output: {} }),
    '5.1.0': schema({ output: {}, cache: {} }),
    '5.2.0': schema({ cache: {} }),
  };

  it('fetches stable releases only, caches them, and fetches only new ones later', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'releases-'));
    const asked = [];
    const fetchOne = async (version) => {
      asked.push(version);
      return registry[version];
    };
    const first = await buildSinceData(['5.0.0-beta.1', '5.0.0', '5.1.0'], { cacheDir, fetchOne });
    expect(first.fetched).toBe(2);
    expect(first.data.since).toEqual({ cache: '5.1.0', output: '5.0.0' });

    const second = await buildSinceData(['5.0.0', '5.1.0', '5.2.0'], { cacheDir, fetchOne });
    expect(asked.sort()).toEqual(['5.0.0', '5.1.0', '5.2.0']);
    expect(second.fetched).toBe(1);
    expect(second.data.removed).toEqual({ output: '5.2.0' });
  });

  it('leaves the cache and the data file untouched when a download is broken', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'releases-'));
    const file = join(cacheDir, 'since.json');
    writeFileSync(file, 'old\n');
    const run = buildSinceData(['5.0.0'], { cacheDir, fetchOne: async () => '<html>' }).then(
      ({ data }) => writeSinceData(data, file),
    );
    await expect(run).rejects.toThrow(SyntaxError);
    expect(readFileSync(file, 'utf8')).toBe('old\n');
    expect(() => readFileSync(join(cacheDir, '5.0.0.json'))).toThrow();
  });
});
