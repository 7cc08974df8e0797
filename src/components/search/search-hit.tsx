import Link from 'next/link';
import { highlightSegments } from '@/lib/search/highlight';
import styles from './search-modal.module.css';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
interface Highlight {
  value?: string;
}

/** The fields of a DocSearch hit (local or hosted) that a result shows. */
export interface SearchHitProps {
  hit: {
    url: string;
    type: string;
    content?: string | null;
    hierarchy: Partial<Record<Level, string | null>>;
    _highlightResult?: { hierarchy?: Partial<Record<Level, Highlight>> };
    _snippetResult?: { content?: Highlight; hierarchy?: Partial<Record<Level, Highlight>> };
    __docsearch_parent?: unknown;
    /** One of the best hits, shown in the leading group rather than under its section. */
    bestMatch?: boolean;
  };
  /** Called when the result is followed, before the client-side navigation. */
  onNavigate?: () => void;
}

/** Highlighted text as React text nodes and `<mark>`: never parsed as HTML. */
function Highlighted({ value, fallback }: { value?: string; fallback: string }) {
  const segments = value ? highlightSegments(value) : [{ text: fallback, marked: false }];
  return (
    <>
      {segments.map((segment, i) =>
        segment.marked ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

/**
 * Heading path of a hit: section for a page, then page and h2 for its sections. A best hit,
 * which is not under its section's group, names its section first.
 */
export function pathOf(hit: SearchHitProps['hit']): string {
  const { lvl0, lvl1, lvl2 } = hit.hierarchy;
  if (hit.type === 'lvl1') return lvl0 ?? '';
  const section = hit.bestMatch && lvl0 !== lvl1 ? [lvl0] : [];
  if (hit.type === 'lvl3') return [...section, lvl1, lvl2].filter(Boolean).join(' › ');
  return [...section, lvl1].filter(Boolean).join(' › ');
}

/**
 * One search result: the heading it found (page title for a page), its heading path and a
 * snippet, with the reader's words marked. A Next link, so following it stays on the client.
 */
export function SearchHit({ hit, onNavigate }: SearchHitProps) {
  const level = (['lvl3', 'lvl2'] as const).find((l) => hit.type === l) ?? 'lvl1';
  const title = hit.hierarchy[level] ?? hit.hierarchy.lvl1 ?? hit.url;
  const titleValue =
    hit._snippetResult?.hierarchy?.[level]?.value ??
    hit._highlightResult?.hierarchy?.[level]?.value;
  const snippet = hit.content ? hit._snippetResult?.content?.value : undefined;
  return (
    <Link href={hit.url} prefetch={false} onClick={onNavigate} className={styles.hit}>
      <div className="DocSearch-Hit-Container">
        <div className="DocSearch-Hit-icon" aria-hidden="true">
          {hit.type === 'lvl1' ? '▤' : '#'}
        </div>
        <div className="DocSearch-Hit-content-wrapper">
          <span className="DocSearch-Hit-title">
            <Highlighted value={titleValue} fallback={title} />
          </span>
          <span className="DocSearch-Hit-path">{pathOf(hit)}</span>
          {hit.content ? (
            <span className={styles.snippet}>
              <Highlighted value={snippet} fallback={hit.content} />
            </span>
          ) : null}
        </div>
        <div className="DocSearch-Hit-action" aria-hidden="true">
          ↵
        </div>
      </div>
    </Link>
  );
}
