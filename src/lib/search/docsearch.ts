/**
 * The glue between DocSearch and our two back ends: the hosted configuration read from the
 * environment, origin stripping for hosted results, and a search client that answers
 * DocSearch's Algolia-shaped requests from the local index (handed to DocSearch through
 * `transformSearchClient`). Pure: no React, no network.
 */
import { highlight, snippet, type Highlighted } from './highlight';
import { searchIndex, type LocalIndex, type SearchHit } from './query';

/** Hosted DocSearch coordinates. */
export interface HostedSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** The environment variables that configure hosted DocSearch, by field. */
export const DOCSEARCH_ENV = {
  appId: 'NEXT_PUBLIC_DOCSEARCH_APP_ID',
  apiKey: 'NEXT_PUBLIC_DOCSEARCH_API_KEY',
  indexName: 'NEXT_PUBLIC_DOCSEARCH_INDEX_NAME',
} as const;

/**
 * The hosted configuration when all three values are set, undefined when none is; a clear
 * error naming the missing variables when only some are.
 */
export function hostedSearchConfig(
  values: Partial<Record<keyof HostedSearchConfig, string | undefined>>,
): HostedSearchConfig | undefined {
  const keys = Object.keys(DOCSEARCH_ENV) as (keyof HostedSearchConfig)[];
  const set = keys.filter((key) => values[key]?.trim());
  if (set.length === 0) return undefined;
  if (set.length < keys.length) {
    const missing = keys.filter((key) => !set.includes(key)).map((key) => DOCSEARCH_ENV[key]);
    throw new Error(
      `DocSearch is partly configured: set ${missing.join(' and ')} too, or unset all three.`,
    );
  }
  return {
    appId: values.appId!.trim(),
    apiKey: values.apiKey!.trim(),
    indexName: values.indexName!.trim(),
  };
}

/** A result url without its scheme and host, so links stay on the current host. */
export function stripOrigin(url: string): string {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** A hit in the shape DocSearch renders (the fields of Algolia's DocSearch records). */
export interface LocalDocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchHit['type'];
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: {
    hierarchy: Record<Level, Highlighted>;
    content: Highlighted;
  };
  _snippetResult: {
    hierarchy: Record<Level, Highlighted>;
    content: Highlighted;
  };
}

/** Converts a local hit: every highlighted value is escaped HTML with `<mark>` only. */
export function toDocSearchHit(hit: SearchHit): LocalDocSearchHit {
  const terms = new Set(hit.terms);
  const hierarchy = Object.fromEntries(
    LEVELS.map((level) => [level, (hit as unknown as Record<string, string>)[level] ?? null]),
  ) as Record<Level, string | null>;
  const highlighted = Object.fromEntries(
    LEVELS.map((level) => [level, highlight(hierarchy[level] ?? '', terms)]),
  ) as Record<Level, Highlighted>;
  const [path, anchor] = hit.url.split('#');
  return {
    objectID: hit.url,
    url: hit.url,
    url_without_anchor: path!,
    anchor: anchor ?? null,
    type: hit.type,
    content: hit.content || null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: highlight(hit.content, terms) },
    _snippetResult: { hierarchy: highlighted, content: snippet(hit.content, terms) },
  };
}

/** The part of an Algolia search request DocSearch sends that the local client reads. */
interface LocalRequest {
  indexName?: string;
  query?: unknown;
  hitsPerPage?: number;
}

/** The Algolia lite client surface DocSearch uses. */
export interface LocalSearchClient {
  search: (params: { requests?: LocalRequest[] } | LocalRequest[]) => Promise<{
    results: {
      hits: LocalDocSearchHit[];
      nbHits: number;
      page: number;
      nbPages: number;
      hitsPerPage: number;
      processingTimeMS: number;
      exhaustiveNbHits: boolean;
      query: string;
      params: string;
      index: string;
    }[];
  }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: () => unknown } };
}

/** Name of the User Timing measure recorded for each local query. */
export const QUERY_MEASURE = 'search:query';

/**
 * A search client answering from the local index. `getIndex` resolves the loaded index
 * (fetched on first intent); each query is recorded as a `search:query` performance
 * measure so its latency can be read in the browser.
 */
export function createLocalSearchClient(getIndex: () => Promise<LocalIndex>): LocalSearchClient {
  const agent = { value: 'local-minisearch', add: () => agent };
  return {
    async search(params) {
      const requests = Array.isArray(params) ? params : (params?.requests ?? []);
      const index = await getIndex();
      const results = requests.map((request) => {
        const started = performance.now();
        const hitsPerPage = Math.max(1, Math.min(50, Number(request.hitsPerPage) || 20));
        const query = typeof request.query === 'string' ? request.query : '';
        const hits = searchIndex(index, query, hitsPerPage).map(toDocSearchHit);
        const elapsed = performance.now() - started;
        performance.measure?.(QUERY_MEASURE, { start: started, duration: elapsed });
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage,
          processingTimeMS: Math.round(elapsed),
          exhaustiveNbHits: true,
          query,
          params: '',
          index: request.indexName ?? 'local',
        };
      });
      return { results };
    },
    addAlgoliaAgent: () => {},
    transporter: { algoliaAgent: agent },
  };
}

/** Title of the group that leads the results: the best hits, whatever their section. */
export const BEST_GROUP_TITLE = 'Best matches';

/** How many of the best hits lead, in their own group. */
export const BEST_HITS = 5;

/** The fields of a DocSearch hit that grouping reads. */
interface GroupedHit {
  _highlightResult?: { hierarchy?: object };
}

/**
 * Ranks across sections. DocSearch groups hits by section (the highlighted `lvl0`) in order
 * of each section's first hit, so a section's fifth hit would show before another section's
 * best one. The `BEST_HITS` best hits form the first group, so the first five on screen (and
 * under the arrow keys, which follow the screen) are the five best; the rest keep their
 * section groups as a visual aid. Best hits are marked `bestMatch` so that they can show their
 * section themselves.
 */
export function bestFirst<T extends GroupedHit>(items: readonly T[]): T[] {
  return items.map((item, rank) =>
    rank < BEST_HITS
      ? ({
          ...item,
          bestMatch: true,
          _highlightResult: {
            ...item._highlightResult,
            hierarchy: {
              ...item._highlightResult?.hierarchy,
              lvl0: { value: BEST_GROUP_TITLE, matchLevel: 'none', matchedWords: [] },
            },
          },
        } as T)
      : item,
  );
}
