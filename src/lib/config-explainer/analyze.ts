/**
 * Everything the explainer page shows for one text, in one pure call: problems (with their
 * line and reference link), explained keys, version flags and the defaults left to webpack.
 * Browser-safe; the page loads it (and its data) on demand, in a worker for large input.
 */
import defaults from '../../data/explainer/defaults.json';
import freeKeys from '../../data/explainer/free-keys.json';
import options from '../../data/explainer/options.json';
import type { ExplainMode, ExplainTarget } from '../site/config-explainer';
import { defaultsKey } from './effective-defaults-key';
import { explainKeys, newerThan, optionPrefixes, type ExplainedKey } from './explain-keys';
import type { OptionTable } from './option-table';
import { ConfigParseError, type Position } from './config-values';
import { parseConfig } from './parse-config';
import { validateConfigs } from './validate-config';

const TABLE = options as OptionTable;
const PREFIXES = optionPrefixes(TABLE, freeKeys);

export interface AnalyzeOptions {
  mode: ExplainMode;
  target: ExplainTarget;
  /** The webpack release the reader runs (`5.80`). */
  version: string;
}

export interface Problem {
  message: string;
  at?: Position;
  /** The reference heading of the option at fault. */
  href?: string;
}

export interface KeyReport extends ExplainedKey {
  /** Set when the option came after the picked release. */
  newerThanPicked?: string;
}

export interface Analysis {
  /** Set when the text cannot be read at all. */
  parseError?: Problem;
  problems: Problem[];
  /** One list per config (an exported array has several). */
  keys: KeyReport[][];
  /** Top-level options the first config leaves out → webpack's default, as text. */
  defaults: [string, string][];
}

/** What `lookup` finds for a pointer or, failing that, its nearest ancestor. */
function nearest<T>(pointer: string, lookup: (at: string) => T | undefined): T | undefined {
  for (let at = pointer; at; at = at.slice(0, at.lastIndexOf('/'))) {
    const found = lookup(at);
    if (found) return found;
  }
  return undefined;
}

export async function analyze(source: string, picked: AnalyzeOptions): Promise<Analysis> {
  let parsed;
  try {
    parsed = parseConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigParseError)) throw error;
    return {
      parseError: { message: error.message, at: error.at },
      problems: [],
      keys: [],
      defaults: [],
    };
  }
  const keys = parsed.configs.map((config, index) =>
    explainKeys(config, TABLE, PREFIXES, parsed.positions, parsed.multi ? `/${index}` : '').map(
      (key): KeyReport =>
        key.option && newerThan(key.option.since, picked.version)
          ? { ...key, newerThanPicked: key.option.since }
          : key,
    ),
  );
  const found = await validateConfigs(
    parsed.configs,
    async () => (await import('./webpack-schema')).WEBPACK_SCHEMA,
  );
  const problems = found.map(({ message, pointer, config }): Problem => {
    const full = `${parsed.multi ? `/${config}` : ''}${pointer}`;
    // The innermost option around the fault, walking up whole segments (`minimizer/0` is not
    // below `minimize`).
    const href = nearest(
      full,
      (at) => keys[config]?.find((entry) => entry.pointer === at)?.option?.href,
    );
    return { message, at: nearest(full, (at) => parsed.positions.get(at)), href };
  });
  const first = (parsed.configs[0] ?? {}) as Record<string, unknown>;
  const table = (defaults as Record<string, Record<string, string>>)[
    defaultsKey(picked.mode, picked.target)
  ]!;
  return {
    problems,
    keys,
    defaults: Object.entries(table).filter(([key]) => !(key in first)),
  };
}
