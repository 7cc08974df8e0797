/**
 * Walks a parsed config and says what each key is: an option (with its entry in the option
 * table), a key the schema leaves free (entry names, alias keys, loader options), or unknown.
 * Pure and browser-safe: the page runs it on every edit.
 */
import type { OptionEntry, OptionTable } from './option-table';
import { Opaque, RUNTIME, type Position } from './config-values';

/** One key of the config. */
export interface ExplainedKey {
  /** JSON pointer, as validation errors name it (`/output/filename`). */
  pointer: string;
  /** The option path in the table's form (`module.rules[].test`), or the key path if free. */
  path: string;
  /** The key as written. */
  key: string;
  depth: number;
  at?: Position;
  /** Set for an option webpack's schema names. */
  option?: OptionEntry;
  /** The schema leaves this key free (a name you choose, or options of a loader or plugin). */
  free: boolean;
  /** Only known when the config runs. */
  runtime: boolean;
}

/**
 * Every prefix of every option path and free key (`resolve.alias.*`, free-keys.json), for the
 * walk's "is there an option below?" question.
 */
export function optionPrefixes(table: OptionTable, freeKeys: readonly string[]): Set<string> {
  const prefixes = new Set<string>();
  for (const path of [...Object.keys(table), ...freeKeys]) {
    for (let end = 1; end <= path.length; end += 1) {
      if (end === path.length || path[end] === '.' || path[end] === '[') {
        prefixes.add(path.slice(0, end));
      }
    }
  }
  return prefixes;
}

/** Whether the schema names anything below `path` (`''` is the config itself). */
function hasChildren(prefixes: Set<string>, path: string): boolean {
  if (path === '') return true;
  return (
    prefixes.has(`${path}.*`) || [...['.', '[]']].some((sep) => hasPrefix(prefixes, path + sep))
  );
}

function hasPrefix(prefixes: Set<string>, start: string): boolean {
  for (const prefix of prefixes) if (prefix.startsWith(start)) return true;
  return false;
}

function escapeKey(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Explains every key of one config, in the order written. */
export function explainKeys(
  config: unknown,
  table: OptionTable,
  prefixes: Set<string>,
  positions: Map<string, Position>,
  pointerBase = '',
): ExplainedKey[] {
  const keys: ExplainedKey[] = [];
  // `path` is undefined once below a free object the schema says nothing about.
  const walk = (value: unknown, path: string | undefined, pointer: string, depth: number) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        walk(item, path === undefined ? undefined : `${path}[]`, `${pointer}/${index}`, depth),
      );
      return;
    }
    if (!value || typeof value !== 'object' || value instanceof Opaque) return;
    for (const [key, item] of Object.entries(value)) {
      const itemPointer = `${pointer}/${escapeKey(key)}`;
      const named = path === undefined ? undefined : path ? `${path}.${key}` : key;
      const wild = path === undefined ? undefined : path ? `${path}.*` : '*';
      let optionPath: string | undefined;
      // Below a value the schema does not describe key by key (loader options), all is free.
      let free = path === undefined || !hasChildren(prefixes, path);
      if (!free && named !== undefined && prefixes.has(named)) optionPath = named;
      else if (!free && wild !== undefined && prefixes.has(wild)) {
        optionPath = wild;
        free = true;
      }
      keys.push({
        pointer: itemPointer,
        path: optionPath ?? named ?? `….${key}`,
        key,
        depth,
        at: positions.get(itemPointer),
        option: optionPath && !free ? table[optionPath] : undefined,
        free,
        runtime: item === RUNTIME,
      });
      walk(item, optionPath, itemPointer, depth + 1);
    }
  };
  walk(config, '', pointerBase, 0);
  return keys;
}

/** `5.80` or `5.80.1` → comparable numbers. */
function parts(version: string): [number, number, number] {
  const [major = 5, minor = 0, patch] = version.split('.').map(Number);
  return [major, minor, patch ?? Number.POSITIVE_INFINITY];
}

/**
 * Whether an option first released in `since` is missing from `picked` (`5.80` means any
 * 5.80.x, so an option from 5.80.3 is flagged only when a patch is picked below it).
 */
export function newerThan(since: string, picked: string): boolean {
  const [sMajor, sMinor, sPatch] = parts(since);
  const [pMajor, pMinor, pPatch] = parts(picked);
  if (sMajor !== pMajor) return sMajor > pMajor;
  if (sMinor !== pMinor) return sMinor > pMinor;
  return sPatch > pPatch;
}

/** The versions the picker offers: every 5.x minor from the first release to the latest. */
export function pickerVersions(first: string, latest: string): string[] {
  const [, from] = parts(first);
  const [, to] = parts(latest);
  const versions: string[] = [];
  for (let minor = to; minor >= from; minor -= 1) versions.push(`5.${minor}`);
  return versions;
}
