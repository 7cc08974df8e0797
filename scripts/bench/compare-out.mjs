// Compares two exports of the site (out/ before and after a change to the build): the file
// list and every file's content, apart from what differs between any two builds of the same
// source (Next's build id and what hashes it: inline-script hashes, revisions). Prints each
// difference; exits 1 if there is one. `node scripts/bench/compare-out.mjs <before> <after>`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const TEXT = /\.(html|txt|md|json|xml|js|css|webmanifest|svg)$|(^|\/)_(headers|redirects)$/;

/** Next's build id: the folder under _next/static that holds _buildManifest.js. */
export function buildId(dir) {
  const statics = join(dir, '_next', 'static');
  if (!existsSync(statics)) return undefined;
  return readdirSync(statics).find((name) => existsSync(join(statics, name, '_buildManifest.js')));
}

/**
 * Lists of the pages' fingerprints (revision hashes and gzip sizes of HTML that holds the build
 * id): their figures differ between any two builds, their entries may not.
 */
const FINGERPRINTS = /^(offline-sections|reading-copies|sw-pages)\.json$/;

/** Text of file `name` with the per-build parts replaced by placeholders. */
export function normalise(text, id, name = '') {
  let result = id ? text.replaceAll(id, '[build id]') : text;
  result = result.replace(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g, "'[script hash]'");
  result = result.replace(/("revision":\s*|revision:\s*)"[0-9a-f]+"/g, '$1"[revision]"');
  if (FINGERPRINTS.test(name)) {
    result = result.replace(/"[0-9a-f]{12}"/g, '"[hash]"').replace(/\b\d+\b/g, '[n]');
  }
  // The precache list is sorted by url, and a url with the build id sorts by it; the
  // minifier's names follow the list. The code is the build of src/worker either way.
  if (name === 'sw.js') {
    result = [...result.matchAll(/\{revision:[^{}]*\}/g)]
      .map(([entry]) => entry)
      .sort()
      .join('\n');
  }
  return result;
}

function files(dir, id) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name)
          .slice(dir.length + 1)
          .split(sep)
          .join('/');
        return [id ? path.replaceAll(id, '[build id]') : path, path];
      }),
  );
}

/** The differences between two exports, as readable lines. */
export function compareOut(before, after) {
  const [idBefore, idAfter] = [buildId(before), buildId(after)];
  const [left, right] = [files(before, idBefore), files(after, idAfter)];
  const differences = [];
  for (const name of left.keys()) if (!right.has(name)) differences.push(`only before: ${name}`);
  for (const name of right.keys()) if (!left.has(name)) differences.push(`only after: ${name}`);
  for (const [name, path] of left) {
    if (!right.has(name)) continue;
    const a = readFileSync(join(before, path));
    const b = readFileSync(join(after, right.get(name)));
    if (a.equals(b)) continue;
    if (!TEXT.test(name)) {
      differences.push(`differs: ${name}`);
      continue;
    }
    const x = normalise(a.toString('utf8'), idBefore, name);
    const y = normalise(b.toString('utf8'), idAfter, name);
    if (x === y) continue;
    let at = 0;
    while (x[at] === y[at]) at += 1;
    differences.push(
      `differs: ${name} at ${at}: ${JSON.stringify(x.slice(Math.max(0, at - 60), at + 60))} → ${JSON.stringify(y.slice(Math.max(0, at - 60), at + 60))}`,
    );
  }
  return differences;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: node scripts/bench/compare-out.mjs <before out/> <after out/>');
    process.exit(2);
  }
  const differences = compareOut(before, after);
  for (const line of differences) console.log(line);
  console.log(
    differences.length
      ? `${differences.length} differences`
      : 'the two exports are the same, apart from build ids and hashes',
  );
  process.exit(differences.length ? 1 : 0);
}
