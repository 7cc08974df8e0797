// docs/architecture.md names the folders and files of the pipeline; it stays true only if a
// rename there fails here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPaths } from './named-paths';

const ROOT = join(__dirname, '../..');
const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

describe('docs/architecture.md', () => {
  it('names only folders and files that exist', () => {
    const named = namedPaths(doc);
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

describe('namedPaths', () => {
  it('takes repository paths in backticks, a glob by its folder, and leaves other code alone', () => {
    expect(
      namedPaths(
        'See `src/lib/content/index.ts`, `scripts/gates/`, `src/lib/rehype-*.ts`, `out/x` and `npm test`.',
      ),
    ).toEqual(['src/lib/content/index.ts', 'scripts/gates/', 'src/lib/']);
  });
});
