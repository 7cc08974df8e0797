'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { Anchor } from '@/lib/anchors';
import styles from './sidebar.module.css';

/** Props of one sidebar entry. */
export interface SidebarItemProps {
  url: string;
  title: string;
  anchors: Anchor[];
  /** Whether this entry is the page being shown; it then starts open. */
  current: boolean;
}

/** A page link with an arrow button that shows or hides the page's h2/h3 anchors. */
export function SidebarItem({ url, title, anchors, current }: SidebarItemProps) {
  const [open, setOpen] = useState(current);
  const listId = `anchors-${url.replace(/[^a-z0-9]+/gi, '-')}`;
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
        {anchors.length > 0 ? (
          <button
            type="button"
            className={styles.arrow}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 3 5 5-5 5" />
            </svg>
            <span className="visually-hidden">Sections of {title}</span>
          </button>
        ) : null}
      </div>
      {anchors.length > 0 ? (
        <ul id={listId} className={styles.anchors} hidden={!open}>
          {anchors.map((anchor) => (
            <li key={anchor.id} className={anchor.level === 3 ? styles.level3 : undefined}>
              <Link href={`${url}#${anchor.id}`} prefetch={false} className={styles.anchor}>
                {anchor.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
