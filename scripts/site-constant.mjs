// The site configuration (src/lib/site/index.ts and its modules) for plain-JS scripts and config files
// (next.config.mjs): the module itself, loaded through bundle-ts.mjs, so each constant still
// lives once and is read with its real value.
import { loadTs } from './bundle-ts.mjs';

/** Every export of src/lib/site/index.ts. */
export const site = await loadTs('src/lib/site/index.ts');

/** The number `site[name]`; throws when it is absent or not a number. */
export function siteNumber(name) {
  const value = site[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`src/lib/site/: no numeric constant named ${name}`);
  }
  return value;
}

/** `site[name]` as a list of strings (a string is a list of one); throws when it is absent. */
export function siteStrings(name) {
  const value = site[name];
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) {
    throw new Error(`src/lib/site/: no string constant named ${name}`);
  }
  return list;
}
