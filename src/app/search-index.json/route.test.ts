import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { INDEX_BUDGET_GZIP_BYTES } from '@/lib/search/build';
import { loadSearchIndex, searchIndex } from '@/lib/search/query';
import { SEARCH_INDEX_PATH } from '@/lib/site';
import { dynamic, GET } from './route';

describe(`${SEARCH_INDEX_PATH} route`, () => {
  it('lives at the configured path and is emitted statically', () => {
    expect(existsSync(new URL(`..${SEARCH_INDEX_PATH}/route.ts`, import.meta.url))).toBe(true);
    expect(dynamic).toBe('force-static');
  });

  it('serves a loadable index of every page within the size budget', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    const index = loadSearchIndex(JSON.parse(text));
    expect(searchIndex(index, 'glossary')[0]?.url).toBe('/glossary/');
    expect(gzipSync(text).length).toBeLessThanOrEqual(INDEX_BUDGET_GZIP_BYTES);
  });
});
