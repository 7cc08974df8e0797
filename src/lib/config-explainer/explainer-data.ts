/** The explainer's committed data files and their exact text (see scripts/explainer/build-data.mjs). */
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { freeKeyPaths } from '../../../scripts/releases/since.mjs';
import since from '../../data/releases/webpack-since.json';
import { loadOptionSchemas } from '../markdown/config-links/option-schema';
import type { SinceData } from '../releases/since';
import { buildDefaultsTable } from './effective-defaults';
import { buildOptionTable } from './option-table';

export const OPTIONS_FILE = 'src/data/explainer/options.json';
export const DEFAULTS_FILE = 'src/data/explainer/defaults.json';
export const BUILTINS_FILE = 'src/data/explainer/node-builtins.json';
export const FREE_KEYS_FILE = 'src/data/explainer/free-keys.json';

/** File → text, for the content folder of this checkout. */
export function writeExplainerData(cwd = process.cwd()): Record<string, string> {
  return {
    [OPTIONS_FILE]: `${JSON.stringify(buildOptionTable(since as SinceData, join(cwd, 'content')))}\n`,
    // Only webpack's own schema, as for the since-data: a free key below `devServer` would give
    // it children, and the keys webpack-dev-server reads would turn from free into unknown.
    [FREE_KEYS_FILE]: `${JSON.stringify(freeKeyPaths(loadOptionSchemas(cwd).root))}\n`,
    [BUILTINS_FILE]: `${JSON.stringify([...builtinModules].sort())}\n`,
    [DEFAULTS_FILE]: `${JSON.stringify(buildDefaultsTable(cwd), null, 1)}\n`,
  };
}
