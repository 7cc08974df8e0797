// Reads a numeric constant from src/lib/site.ts for plain-JS config files (next.config.mjs), so each constant still lives once.
import { readFileSync } from 'node:fs';

const SITE_FILE = new URL('../src/lib/site.ts', import.meta.url);

/** The value of `export const NAME = <number>;` in src/lib/site.ts; throws when it is absent. */
export function siteNumber(name, source = readFileSync(SITE_FILE, 'utf8')) {
  const match = new RegExp(`export const ${name}\\s*=\\s*([0-9_.]+)\\s*;`).exec(source);
  const value = match ? Number(match[1].replaceAll('_', '')) : Number.NaN;
  if (!Number.isFinite(value)) {
    throw new Error(`src/lib/site.ts: no numeric constant named ${name}`);
  }
  return value;
}
