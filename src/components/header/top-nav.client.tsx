'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { TOP_LINKS, documentationSections, isDocumentationPath } from '@/lib/site';
import styles from './top-nav.module.css';

/** Whether a top link is the active one for `pathname`. */
export function isActiveTopLink(url: string, pathname: string): boolean {
  if (url === TOP_LINKS[0].url) return isDocumentationPath(pathname);
  return pathname.startsWith(url);
}

/**
 * Top links (Documentation, Contribute, Blog) with the active one marked; Documentation
 * opens a dropdown of the documentation sections on hover or keyboard focus.
 */
export function TopNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        {TOP_LINKS.map((link, index) => {
          const active = isActiveTopLink(link.url, pathname);
          return (
            <li key={link.url} className={index === 0 ? styles.dropdown : undefined}>
              <Link
                href={link.url}
                prefetch={false}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                {...(active ? { 'aria-current': 'page' as const } : {})}
              >
                {link.title}
              </Link>
              {index === 0 ? (
                <ul className={styles.menu} aria-label="Documentation sections">
                  {documentationSections().map((section) => (
                    <li key={section.id}>
                      <Link href={`/${section.id}/`} prefetch={false}>
                        {section.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
