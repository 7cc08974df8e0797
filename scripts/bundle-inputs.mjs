// When bundle-ts.mjs may skip esbuild: each bundle's recipe (entry and options) keeps the list
// of source files esbuild read for it last time and a digest of them. The same digest now means
// the same bundle. A change to the module graph shows in the digest too: a new import is an
// edit to a listed file, and a new file that could win a resolution (`dep.tsx` beside
// `dep.ts`, a `dep/` folder) changes the listing of a folder the digest covers.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Files that steer esbuild's resolution besides the sources themselves. */
const SETTINGS = ['tsconfig.json', 'package.json'];

/** A short id of a recipe: the entry, the options and esbuild's version. */
export function recipeId(recipe) {
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 12);
}

/** A digest of the sources (paths from `root`), their folders' listings and the settings. */
export function inputsDigest(root, inputs) {
  const hash = createHash('sha256');
  const files = [...new Set([...inputs, ...SETTINGS])].sort();
  for (const file of files) {
    const path = join(root, file);
    hash.update(`file ${file}\n`);
    hash.update(existsSync(path) ? readFileSync(path) : 'missing');
  }
  for (const folder of [...new Set(inputs.map((file) => dirname(file)))].sort()) {
    const path = join(root, folder);
    const names = existsSync(path) ? readdirSync(path).sort().join('\n') : 'missing';
    hash.update(`folder ${folder}\n${names}\n`);
  }
  return hash.digest('hex');
}

/** Keeps what a bundling read and wrote, under the recipe's file. */
export function recordInputs(root, recipe, inputs, bundle) {
  const record = { inputs, digest: inputsDigest(root, inputs), bundle: basename(bundle) };
  writeFileSync(`${recipe}.${process.pid}.tmp`, JSON.stringify(record));
  renameSync(`${recipe}.${process.pid}.tmp`, recipe);
}

/** The bundle the recipe made last time, when its sources are unchanged; otherwise undefined. */
export function bundleFromInputs(root, recipe) {
  let record;
  try {
    record = JSON.parse(readFileSync(recipe, 'utf8'));
  } catch {
    return undefined;
  }
  const bundle = join(dirname(recipe), String(record?.bundle));
  if (!Array.isArray(record?.inputs) || !existsSync(bundle)) return undefined;
  return inputsDigest(root, record.inputs) === record.digest ? bundle : undefined;
}
