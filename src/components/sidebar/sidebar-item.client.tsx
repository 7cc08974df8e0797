'use client';

import Link from 'next/link';
import { memo, useState } from 'react';
import type { Anchor } from '@/lib/content/anchors';
import { expandAnchors, type SectionAnchors } from '@/lib/content/sidebar-anchors';
import styles from './sidebar.module.css';

const loads = new Map<string, Promise<SectionAnchors>>();

/** Fetches a section's anchors once per page view; a failed fetch may be retried. */
function loadAnchors(url: string): Promise<SectionAnchors> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<SectionAnchors>;
    });
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/** Props of one sidebar entry. */
export interface SidebarItemProps {
  url: string;
  title: string;
  /** Url of the section's anchors file (sidebarAnchorsUrl), passed in to keep this chunk small. */
  anchorsUrl: string;
  /** The page's anchors when this is the current page; others are fetched on expand. */
  anchors?: Anchor[];
  /** Whether the page has anchors to expand. */
  expandable: boolean;
  /** Whether this entry is the page being shown; it then starts open. */
  current: boolean;
}

/** Whether two entries show the same: the props come anew from the server on every refresh. */
export function sameEntry(a: SidebarItemProps, b: SidebarItemProps): boolean {
  return (
    a.url === b.url &&
    a.title === b.title &&
    a.anchorsUrl === b.anchorsUrl &&
    a.expandable === b.expandable &&
    a.current === b.current &&
    JSON.stringify(a.anchors) === JSON.stringify(b.anchors)
  );
}

/**
 * A page link with an arrow button that shows or hides the page's h2/h3 anchors. Memoised: a
 * refresh (a client navigation, a saved edit in development) re-renders only the entries that
 * changed, not the whole sidebar and its links.
 */
export const SidebarItem = memo(function SidebarItem({
  url,
  title,
  anchorsUrl,
  anchors,
  expandable,
  current,
}: SidebarItemProps) {
  const [open, setOpen] = useState(current);
  const [fetched, setFetched] = useState<Anchor[] | 'failed' | undefined>(undefined);
  // The current page's own anchors, as the server sends them now (a renamed heading shows).
  const loaded = anchors ?? fetched;
  const listId = `anchors-${url.replace(/[^a-z0-9]+/gi, '-')}`;
  const fetchAnchors = () => {
    if (loaded && loaded !== 'failed') return;
    loadAnchors(anchorsUrl).then(
      (all) => setFetched(expandAnchors(all, url)),
      () => setFetched('failed'),
    );
  };
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <Link
          href={url}
          prefetch={false}
          className={current ? `${styles.link} ${styles.current}` : styles.link}
          {...(current ? { 'aria-current': 'page' as const } : {})}
        >
          {title}
        </Link>
        {expandable ? (
          <button
            type="button"
            className={styles.arrow}
            aria-expanded={open}
            aria-controls={listId}
            onPointerEnter={fetchAnchors}
            onFocus={fetchAnchors}
            onClick={() => {
              fetchAnchors();
              setOpen(!open);
            }}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 3 5 5-5 5" />
            </svg>
            <span className="visually-hidden">Sections of {title}</span>
          </button>
        ) : null}
      </div>
      {expandable ? (
        <ul id={listId} className={styles.anchors} hidden={!open} aria-busy={!loaded}>
          {loaded === 'failed' ? (
            <li className={styles.unavailable}>Sections could not be loaded</li>
          ) : (
            loaded?.map((anchor) => (
              <li key={anchor.id} className={anchor.level === 3 ? styles.level3 : undefined}>
                <Link href={`${url}#${anchor.id}`} prefetch={false} className={styles.anchor}>
                  {anchor.title}
                </Link>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </li>
  );
}, sameEntry);
