import type { Page } from '@/lib/content';
import { CopyPageButton } from './copy-page-button';
import { PrintButton } from './print-button.client';
import styles from './page-actions.module.css';

/** Actions under a page body: edit it, copy it as Markdown, print it, jump to its package repository. */
export function PageActions({ page }: { page: Page }) {
  return (
    <ul className={styles.actions}>
      <li>
        <a href={page.editUrl} rel="noopener noreferrer" data-action="edit">
          Edit this page
        </a>
      </li>
      <li>
        <CopyPageButton url={page.url} />
      </li>
      <li>
        <PrintButton className="link-button" />
      </li>
      {page.repo ? (
        <li>
          <a href={page.repo} rel="noopener noreferrer" data-action="repository">
            Jump to repository
          </a>
        </li>
      ) : null}
    </ul>
  );
}
