import {
  SEARCH_HINT_ATTRIBUTE,
  SEARCH_INPUT_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_PLACEHOLDER,
} from '@/lib/site';
import { EARLY_SEARCH_SCRIPT } from './early-search-script';
import styles from './search-box.module.css';

/**
 * The header's docs search, server-rendered: a plain input with the placeholder and the
 * Ctrl K / ⌘K hint (on phones, a search button instead). It ships no JavaScript file of its
 * own: the launcher arrives right after hydration (see Runtime) and attaches to it, DocSearch
 * and the index load on first intent, and a tiny inline script keeps a request made before
 * then (EARLY_SEARCH_SCRIPT).
 */
export function SearchBox() {
  return (
    <div className={styles.box} role="search">
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        className={styles.input}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      {/* The script writes ⌘K here on Apple systems before the first paint. */}
      <kbd
        className={styles.hint}
        {...{ [SEARCH_HINT_ATTRIBUTE]: '' }}
        aria-hidden="true"
        suppressHydrationWarning
      >
        Ctrl K
      </kbd>
      <button
        type="button"
        className={styles.open}
        {...{ [SEARCH_OPEN_ATTRIBUTE]: '' }}
        aria-label={SEARCH_PLACEHOLDER}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </g>
        </svg>
      </button>
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
    </div>
  );
}
