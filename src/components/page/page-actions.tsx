import type { Page } from '@/lib/content';
import styles from './page-actions.module.css';

/** Links under a page body: edit it, jump to its package repository. */
export function PageActions({ page }: { page: Page }) {
  return (
    <ul className={styles.actions}>
      <li>
        <a href={page.editUrl} rel="noopener noreferrer">
          Edit this page
        </a>
      </li>
      {page.repo ? (
        <li>
          <a href={page.repo} rel="noopener noreferrer">
            Jump to repository
          </a>
        </li>
      ) : null}
    </ul>
  );
}
