// Reads a numeric constant from the site configuration (src/lib/site/*.ts) for plain-JS config files (next.config.mjs), so each constant still lives once.
import { readFileSync, readdirSync } from 'node:fs';

const SITE_DIR = new URL('../src/lib/site/', import.meta.url);

/** The source of every module of the site configuration. */
function siteSource() {
  return readdirSync(SITE_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(new URL(file, SITE_DIR), 'utf8'))
    .join('\n');
}

/** The value of `export const NAME = <number>;` in the site configuration; throws when it is absent. */
export function siteNumber(name, source = siteSource()) {
  const match = new RegExp(`export const ${name}\\s*=\\s*([0-9_.]+)\\s*;`).exec(source);
  const value = match ? Number(match[1].replaceAll('_', '')) : Number.NaN;
  if (!Number.isFinite(value)) {
    throw new Error(`src/lib/site/: no numeric constant named ${name}`);
  }
  return value;
}

/** The string literals of `export const NAME = '…'` or `= ['…', …]`; throws when it is absent. */
export function siteStrings(name, source = siteSource()) {
  const match = new RegExp(`export const ${name}\\s*=\\s*(\\[[^\\]]*\\]|'[^']*')`).exec(source);
  if (!match) throw new Error(`src/lib/site/: no string constant named ${name}`);
  return [...match[1].matchAll(/'([^']*)'/g)].map((literal) => literal[1]);
}
