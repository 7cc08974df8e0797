/** The explainer's committed data files and their exact text (see scripts/explainer/build-data.mjs). */
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import since from '../../data/releases/webpack-since.json';
import type { SinceData } from '../releases/since';
import { buildDefaultsTable } from './effective-defaults';
import { buildOptionTable } from './option-table';

export const OPTIONS_FILE = 'src/data/explainer/options.json';
export const DEFAULTS_FILE = 'src/data/explainer/defaults.json';
export const BUILTINS_FILE = 'src/data/explainer/node-builtins.json';

/** File → text, for the content folder of this checkout. */
export function writeExplainerData(cwd = process.cwd()): Record<string, string> {
  return {
    [OPTIONS_FILE]: `${JSON.stringify(buildOptionTable(since as SinceData, join(cwd, 'content')))}\n`,
    [BUILTINS_FILE]: `${JSON.stringify([...builtinModules].sort())}\n`,
    [DEFAULTS_FILE]: `${JSON.stringify(buildDefaultsTable(cwd), null, 1)}\n`,
  };
}
