'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { documentationSections } from '@/lib/site';
import styles from './section-nav.module.css';

/** The sub-navigation row: every documentation section, the current one marked. */
export function SectionNav() {
  const pathname = usePathname() ?? '/';
  const current = pathname.split('/').filter(Boolean)[0];
  return (
    <nav aria-label="Documentation sections" className={styles.nav}>
      <ul className={styles.list}>
        {documentationSections().map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <Link
                href={`/${section.id}/`}
                prefetch={false}
                className={active ? `${styles.link} ${styles.active}` : styles.link}
                {...(active ? { 'aria-current': 'true' as const } : {})}
              >
                {section.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
