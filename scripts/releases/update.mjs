// `npm run releases:update`: reads the option schema of every stable webpack 5 release on the
// registry and writes src/data/releases/webpack-since.json (first release of each option path,
// and removals). Needs the registry, so it never runs during the build. Each release's
// schemas/WebpackOptions.json is cached under node_modules/.cache/webpack-releases/, so a later
// run fetches only the releases published since.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { deriveSince, optionPaths, stableVersions } from './since.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DATA_FILE = join(ROOT, 'src/data/releases/webpack-since.json');
export const CACHE_DIR = join(ROOT, 'node_modules/.cache/webpack-releases');
const SCHEMA_ENTRY = 'package/schemas/WebpackOptions.json';
const CONCURRENCY = 4;

/** Every published webpack version, from the ordinary npm client. */
export async function npmVersions(pkg = 'webpack') {
  const { stdout } = await promisify(execFile)('npm', ['view', pkg, 'versions', '--json'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

/** The registry the npm client uses (an .npmrc may point elsewhere). */
export async function npmRegistry() {
  const { stdout } = await promisify(execFile)('npm', ['config', 'get', 'registry']);
  return stdout.trim().replace(/\/?$/, '/');
}

/** Reads one entry of a gzipped tarball stream; rejects when the tarball lacks it. */
export async function readTarEntry(body, wanted) {
  const extract = tar.extract();
  let found;
  extract.on('entry', (header, stream, next) => {
    const chunks = [];
    stream.on('data', (chunk) => {
      if (header.name === wanted) chunks.push(chunk);
    });
    stream.on('end', () => {
      if (header.name === wanted) found = Buffer.concat(chunks).toString('utf8');
      next();
    });
    stream.resume();
  });
  await pipeline(body, createGunzip(), extract);
  if (found === undefined) throw new Error(`${wanted} not in the tarball`);
  return found;
}

/** Downloads webpack@version's tarball and returns its WebpackOptions.json text. */
export async function fetchSchema(version, { registry, fetchImpl = fetch } = {}) {
  const url = `${registry}webpack/-/webpack-${version}.tgz`;
  const response = await fetchImpl(url);
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  return readTarEntry(Readable.fromWeb(response.body), SCHEMA_ENTRY);
}

/**
 * The schema of each version, from the cache when there, else fetched (and cached).
 * Returns the schemas in `versions` order and how many were fetched.
 */
export async function loadSchemas(versions, { cacheDir = CACHE_DIR, fetchOne, log = () => {} }) {
  await mkdir(cacheDir, { recursive: true });
  const schemas = new Array(versions.length);
  let fetched = 0;
  let next = 0;
  const worker = async () => {
    while (next < versions.length) {
      const index = next++;
      const version = versions[index];
      const file = join(cacheDir, `${version}.json`);
      let text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) {
        text = await fetchOne(version);
        JSON.parse(text); // never cache a broken file
        await writeFile(`${file}.tmp`, text);
        await rename(`${file}.tmp`, file);
        fetched++;
        log(`fetched webpack@${version}`);
      }
      schemas[index] = JSON.parse(text);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { schemas, fetched };
}

/** The since-data for the stable releases among `allVersions`. */
export async function buildSinceData(allVersions, options) {
  const versions = stableVersions(allVersions);
  const { schemas, fetched } = await loadSchemas(versions, options);
  const data = deriveSince(
    versions.map((version, i) => ({ version, paths: optionPaths(schemas[i]) })),
  );
  return { data, fetched };
}

/** Writes the data file (via a temporary file, so a failure leaves the old one). */
export async function writeSinceData(data, file = DATA_FILE) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

async function main() {
  const registry = await npmRegistry();
  const { data, fetched } = await buildSinceData(await npmVersions(), {
    fetchOne: (version) => fetchSchema(version, { registry }),
    log: (line) => console.log(line),
  });
  await writeSinceData(data);
  const count = Object.keys(data.since).length;
  console.log(
    `releases: ${data.releases.count} stable releases (${data.releases.first} … ${data.releases.latest}), ` +
      `${fetched} fetched; ${count} option paths, ${Object.keys(data.removed).length} removed → ${DATA_FILE}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`releases:update failed, ${DATA_FILE} left as it was: ${error.message}`);
    process.exit(1);
  });
}
