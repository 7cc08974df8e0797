import { SEARCH_PLACEHOLDER } from '@/lib/site';
import { SearchLauncher } from './search-launcher.client';
import styles from './search-box.module.css';

/**
 * The header's docs search. Until the reader shows intent it is a plain input with the
 * placeholder; DocSearch and the index load on first focus, hover, Ctrl/Cmd+K or `/`.
 */
export function SearchBox() {
  return (
    <div className={styles.box} role="search">
      <SearchLauncher placeholder={SEARCH_PLACEHOLDER} inputClassName={styles.input} />
    </div>
  );
}
