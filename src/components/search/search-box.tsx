import { SEARCH_INPUT_ID, SEARCH_PLACEHOLDER } from '@/lib/site';
import styles from './search-box.module.css';

/**
 * The header's docs search, server-rendered: a plain input with the placeholder. It ships no
 * JavaScript of its own; the launcher arrives right after hydration (see Runtime) and attaches
 * to it, and DocSearch and the index load on first focus, hover, Ctrl/Cmd+K or `/`.
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
    </div>
  );
}
