import styles from './page-placeholder.module.css';

/**
 * The page placeholder: a skeleton of the docs layout (sidebar and text lines) shown while a
 * page loads. `overlay` lays it over the current page during a client navigation.
 */
export function PagePlaceholder({ overlay = false }: { overlay?: boolean }) {
  return (
    <div
      className={overlay ? `${styles.layout} ${styles.overlay}` : styles.layout}
      aria-busy="true"
      data-page-placeholder=""
    >
      <span className={styles.visuallyHidden} role="status">
        Loading page
      </span>
      <div className={styles.sidebar} aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className={styles.line} />
        ))}
      </div>
      <div className={styles.content} aria-hidden="true">
        <span className={styles.title} />
        {Array.from({ length: 10 }, (_, i) => (
          <span key={i} className={styles.line} />
        ))}
      </div>
    </div>
  );
}
