/**
 * The values webpack fills in for each top-level option, per mode and target, computed with
 * webpack's own normalization and defaults code (run in Node when the data is built).
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defaultsKey } from './effective-defaults-key';
import {
  EXPLAIN_MODES,
  EXPLAIN_TARGETS,
  type ExplainMode,
  type ExplainTarget,
} from '../site/config-explainer';

/** `production/web` → top-level option → its default, as text. */
export type DefaultsTable = Record<string, Record<string, string>>;

export { defaultsKey };

/** Project-specific values (the working directory) shown as a placeholder. */
const PROJECT = '<project>';

/** A default as short text: functions, regexps and instances cannot be JSON. */
export function describeDefault(value: unknown, cwd: string): string {
  // webpack names its managed paths from where it really sits: a linked node_modules (a
  // workspace, a mutation-testing sandbox) is still the project's.
  const modules = join(cwd, 'node_modules');
  const realModules = existsSync(modules) ? realpathSync(modules) : modules;
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'function') return '[function]';
    if (item instanceof RegExp) return item.toString();
    if (item instanceof Set) return [...item];
    if (typeof item === 'string')
      return item.split(realModules).join(join(PROJECT, 'node_modules')).split(cwd).join(PROJECT);
    return item;
  });
  return text ?? 'undefined';
}

interface WebpackDefaults {
  getNormalizedWebpackOptions: (config: object) => Record<string, unknown>;
  applyWebpackOptionsDefaults: (options: Record<string, unknown>) => void;
}

/** webpack's defaults for one mode and target. */
export function webpackDefaults(mode: ExplainMode, target: ExplainTarget): Record<string, unknown> {
  const require = createRequire(import.meta.url);
  const { getNormalizedWebpackOptions } =
    require('webpack/lib/config/normalization') as WebpackDefaults;
  const { applyWebpackOptionsDefaults } = require('webpack/lib/config/defaults') as WebpackDefaults;
  const options = getNormalizedWebpackOptions({ mode, target });
  applyWebpackOptionsDefaults(options);
  return options;
}

/** The whole table, every mode × target. */
export function buildDefaultsTable(cwd = process.cwd()): DefaultsTable {
  const table: DefaultsTable = {};
  for (const mode of EXPLAIN_MODES) {
    for (const target of EXPLAIN_TARGETS) {
      const options = webpackDefaults(mode, target);
      const row: Record<string, string> = {};
      for (const key of Object.keys(options).sort()) {
        if (key === 'mode' || key === 'target') continue;
        row[key] = describeDefault(options[key], cwd);
      }
      table[defaultsKey(mode, target)] = row;
    }
  }
  return table;
}
