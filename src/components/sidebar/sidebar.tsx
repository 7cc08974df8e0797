import Link from 'next/link';
import type { NavGroup } from '@/lib/navigation';
import { printableUrl } from '@/lib/site';
import styles from './sidebar.module.css';

/** Props of the section sidebar. */
export interface SidebarProps {
  /** Section title shown above the list. */
  title: string;
  section: string;
  groups: NavGroup[];
  /** Url of the page being shown, marked as current. */
  currentUrl: string;
  /** Whether the section has a printable page to link to. */
  printable: boolean;
}

/** The sibling pages of the current section, grouped, server-rendered. */
export function Sidebar({ title, section, groups, currentUrl, printable }: SidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label={`${title} pages`}>
      <p className={styles.title}>{title}</p>
      {groups.map((group) => (
        <div key={group.title ?? '-'} className={styles.group}>
          {group.title ? <p className={styles.groupTitle}>{group.title}</p> : null}
          <ul className={styles.list}>
            {group.pages.map((page) => {
              const current = page.url === currentUrl;
              return (
                <li key={page.url}>
                  <Link
                    href={page.url}
                    prefetch={false}
                    className={current ? `${styles.link} ${styles.current}` : styles.link}
                    {...(current ? { 'aria-current': 'page' as const } : {})}
                  >
                    {page.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {printable ? (
        <p className={styles.print}>
          <a href={printableUrl(section)} rel="nofollow">
            Print Section
          </a>
        </p>
      ) : null}
    </nav>
  );
}
