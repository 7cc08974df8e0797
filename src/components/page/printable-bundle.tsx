import type { Page } from '@/lib/content';
import { DocArticle } from './doc-article';
import styles from './printable-bundle.module.css';

/** Every page of a section in one document, each under its own title, ready to print. */
export function PrintableBundle({ title, pages }: { title: string; pages: Page[] }) {
  return (
    <div className={styles.bundle}>
      <h1 className={styles.heading}>{title}</h1>
      <nav aria-label="Pages in this printable section" className={styles.toc}>
        <ol>
          {pages.map((page) => (
            <li key={page.url}>
              <a href={`#${partId(page)}`}>{page.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {pages.map((page) => (
        <section key={page.url} className={styles.part} data-page-url={page.url}>
          <DocArticle page={page} titleLevel="h2" id={partId(page)} />
        </section>
      ))}
    </div>
  );
}

/** Element id of one page within the bundle. */
function partId(page: Page): string {
  return `page-${page.url.split('/').filter(Boolean).join('-')}`;
}
