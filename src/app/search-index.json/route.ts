import { hostedSearchConfig } from '@/lib/search/docsearch';
import { siteSearchIndex } from '@/lib/search/site-index';

// Emitted once at export time as out/search-index.json (SEARCH_INDEX_PATH).
export const dynamic = 'force-static';

/** The local search index, fetched by the search box on first intent. */
export function GET() {
  // A half-configured hosted search fails the build with the missing variable names.
  hostedSearchConfig({
    appId: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
    apiKey: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
    indexName: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
  });
  return Response.json(siteSearchIndex());
}
