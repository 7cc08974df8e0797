import styles from './loading.module.css';

/** The page placeholder shown while a documentation page loads. */
export default function Loading() {
  return (
    <div className={styles.layout} aria-busy="true" data-page-placeholder="">
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
