/** Docs search constants. */
import { SEARCH_SYNONYM_DATA } from '../../data/search/synonyms';
import { PRODUCT } from './product';

/** Docs search: the search box placeholder, as the specification words it. */
export const SEARCH_PLACEHOLDER = `Search ${PRODUCT} documentation`;

/** Id of the header's search input, which the lazily loaded launcher attaches to. */
export const SEARCH_INPUT_ID = 'docs-search';

/** Stable url of the local search index, emitted at export time and fetched on first intent. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * Search synonyms: each group lists words or phrases readers use for the same thing. A query
 * containing one of them also searches for the others. The reviewed list is data.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = SEARCH_SYNONYM_DATA.groups;

/** Attribute the launcher sets on the search input once its shortcuts work. */
export const SEARCH_READY_ATTRIBUTE = 'data-shortcuts';

/** Attribute on <html> marking a search asked for before the launcher was ready. */
export const SEARCH_REQUESTED_ATTRIBUTE = 'data-search-requested';

/** Attribute of the buttons that open the search (the phone header's). */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open';

/** Attribute of the shortcut hint inside the search box. */
export const SEARCH_HINT_ATTRIBUTE = 'data-search-hint';
