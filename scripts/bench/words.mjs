// Prose words per section of content/, with the depth targets of the content issues.
import { join } from 'node:path';
import { loadContentChecks } from '../content-checks/load.mjs';

/** Prints the words per section of `root/content` and returns them for the results file. */
export async function printWords(root) {
  const checks = await loadContentChecks();
  const rows = checks.wordsPerSection(checks.readContent(join(root, 'content')));
  const targets = Object.assign({}, ...Object.values(checks.DEPTH_TARGETS).map((t) => t.sections));
  for (const line of checks.formatSectionWords(rows, targets)) console.log(line);
  return Object.fromEntries(rows.map((row) => [row.section, row.words]));
}
