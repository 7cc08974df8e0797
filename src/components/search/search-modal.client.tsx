'use client';

import '@docsearch/css/dist/style.css';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { preload } from 'swr';
import useSWRImmutable from 'swr/immutable';
import {
  bestFirst,
  createLocalSearchClient,
  hostedSearchConfig,
  stripOrigin,
} from '@/lib/search/docsearch';
import { loadSearchIndex, type LocalIndex } from '@/lib/search/query';
import { SEARCH_INDEX_PATH } from '@/lib/site';
import { SearchHit, type SearchHitProps } from './search-hit';
import { SearchPopular } from './search-popular';
import styles from './search-modal.module.css';

/** Hosted DocSearch when all three variables were set at build time (inlined by Next). */
const hosted = hostedSearchConfig({
  appId: process.env.NEXT_PUBLIC_DOCSEARCH_APP_ID,
  apiKey: process.env.NEXT_PUBLIC_DOCSEARCH_API_KEY,
  indexName: process.env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME,
});

/** Props of the lazily loaded modal. */
export interface SearchModalProps {
  initialQuery: string;
  placeholder: string;
  /** Called when the modal closes; `restoreFocus` is false after a navigation. */
  onClose: (restoreFocus: boolean) => void;
}

/** Fetches and loads the local index; a clear error for a failed or wrong response. */
async function fetchIndex(url: string): Promise<LocalIndex> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search index: ${url} answered ${response.status}`);
  const index = loadSearchIndex(await response.json());
  performance.measure?.('search:load-index', { start: started, end: performance.now() });
  return index;
}

// This module loads on the first sign of intent (focus, hover, shortcut): start fetching the
// local index right away, so it is usually ready by the time the reader has typed a word.
if (!hosted && typeof window !== 'undefined') {
  // A failure here is reported by the modal's own fetch of the same key.
  preload(SEARCH_INDEX_PATH, fetchIndex).catch(() => {});
}

/** A promise settled from outside, to hand SWR's result to DocSearch's async client. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may be waiting yet; the rejection is reported when a query awaits it.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** The local search client, answering from the index fetched (with SWR) on first intent. */
function useLocalClient() {
  const { data, error } = useSWRImmutable(SEARCH_INDEX_PATH, fetchIndex, {
    shouldRetryOnError: false,
  });
  const ready = useMemo(() => deferred<LocalIndex>(), []);
  useEffect(() => {
    if (data) ready.resolve(data);
    else if (error) {
      // DocSearch shows its "check your network connection" screen for this error name.
      const failure = new Error(error instanceof Error ? error.message : String(error));
      failure.name = 'RetryError';
      ready.reject(failure);
    }
  }, [data, error, ready]);
  return useMemo(() => createLocalSearchClient(() => ready.promise), [ready]);
}

type HitComponent = NonNullable<DocSearchModalProps['hitComponent']>;
type TransformClient = NonNullable<DocSearchModalProps['transformSearchClient']>;
type TransformItems = NonNullable<DocSearchModalProps['transformItems']>;

/** Hosted results link to the current host, whatever origin the crawler recorded. */
const sameHost: TransformItems = (items) =>
  bestFirst(items.map((item) => ({ ...item, url: stripOrigin(item.url) })));

/** Local results: the best hits lead, whatever their section. */
const localItems: TransformItems = (items) => bestFirst(items);

/** Whether a query is empty for the reader: nothing but spaces. */
export const isBlank = (query: string) => query.trim() === '';

/**
 * The "Popular" list while the query is blank, shown between DocSearch's search bar and its
 * footer (DocSearch renders no dropdown for an empty query without recent searches). A query
 * of only spaces is emptied as it is typed, so DocSearch treats it as the empty query it is
 * rather than searching for " ". Its own component: a state change here must not re-render
 * the modal, whose search state DocSearch rebuilds when its props change.
 */
function PopularWhenEmpty({
  initialQuery,
  onNavigate,
}: {
  initialQuery: string;
  onNavigate: () => void;
}) {
  const [blank, setBlank] = useState(() => isBlank(initialQuery));
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const searchField = (event: Event) => {
      const field = event.target as HTMLInputElement | null;
      return field?.classList?.contains('DocSearch-Input') ? field : null;
    };
    // Capture phase: the field is emptied before React reads the new value.
    function emptySpaces(event: Event) {
      const field = searchField(event);
      if (field && field.value !== '' && isBlank(field.value)) field.value = '';
    }
    // Bubble phase, once DocSearch has taken the keystroke. A state change in the capture
    // phase had React render before DocSearch saw the input, and the render undid the letter
    // (the first one typed into a freshly opened search, on a slow machine).
    function trackBlank(event: Event) {
      const field = searchField(event);
      if (field) setBlank(isBlank(field.value));
    }
    document.addEventListener('input', emptySpaces, true);
    document.addEventListener('input', trackBlank);
    const element = document.createElement('div');
    element.className = styles.popularSlot!;
    // DocSearch renders its modal in the same commit as this component.
    const frame = requestAnimationFrame(() => {
      const footer = document.querySelector('.DocSearch-Modal > .DocSearch-Footer');
      if (!footer?.parentElement) return;
      footer.parentElement.insertBefore(element, footer);
      setSlot(element);
    });
    return () => {
      cancelAnimationFrame(frame);
      element.remove();
      document.removeEventListener('input', emptySpaces, true);
      document.removeEventListener('input', trackBlank);
    };
  }, []);
  return blank && slot ? createPortal(<SearchPopular onNavigate={onNavigate} />, slot) : null;
}

/** The DocSearch modal, on the hosted index when configured, else on the local one. */
export function SearchModal({ initialQuery, placeholder, onClose }: SearchModalProps) {
  const router = useRouter();
  const navigated = useRef(false);
  const [scrollY] = useState(() => window.scrollY);
  const localClient = useLocalClient();
  const transformSearchClient = useCallback<TransformClient>(
    () => localClient as unknown as ReturnType<TransformClient>,
    [localClient],
  );

  const hitComponent = useMemo<HitComponent>(() => {
    const markNavigation = () => (navigated.current = true);
    function Hit({ hit }: Parameters<HitComponent>[0]) {
      return <SearchHit hit={hit as SearchHitProps['hit']} onNavigate={markNavigation} />;
    }
    return Hit;
  }, []);

  const shared = {
    initialQuery,
    placeholder,
    initialScrollY: scrollY,
    onClose: () => onClose(!navigated.current),
    onAskAiToggle: () => {},
    // Recent and favourite searches are off: nothing about the reader is stored.
    disableUserPersonalization: true,
    hitComponent,
    navigator: {
      navigate({ itemUrl }: { itemUrl: string }) {
        navigated.current = true;
        router.push(itemUrl);
      },
    },
    translations: { searchBox: { placeholderText: placeholder } },
  } satisfies Partial<DocSearchModalProps>;

  const modal = hosted ? (
    <DocSearchModal
      {...shared}
      appId={hosted.appId}
      apiKey={hosted.apiKey}
      indices={[{ name: hosted.indexName, searchParameters: { enablePersonalization: false } }]}
      transformItems={sameHost}
    />
  ) : (
    <DocSearchModal
      {...shared}
      appId="local"
      apiKey="local"
      indices={['local']}
      transformSearchClient={transformSearchClient}
      transformItems={localItems}
    />
  );

  const closeAfterNavigation = () => {
    navigated.current = true;
    onClose(false);
  };

  return createPortal(
    <div
      className={`${styles.panel} ${hosted ? '' : styles.local}`}
      data-search-backend={hosted ? 'hosted' : 'local'}
    >
      {modal}
      <PopularWhenEmpty initialQuery={initialQuery} onNavigate={closeAfterNavigation} />
    </div>,
    document.body,
  );
}
