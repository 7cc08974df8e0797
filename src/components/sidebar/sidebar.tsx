import type { NavGroup } from '@/lib/content/navigation';
import { OFFLINE_SAVE, printableUrl, sidebarAnchorsUrl } from '@/lib/site';
import { SidebarItem } from './sidebar-item.client';
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

/** The sibling pages of the current section, grouped, each with its expandable anchors. */
export function Sidebar({ title, section, groups, currentUrl, printable }: SidebarProps) {
  return (
    <nav className={styles.sidebar} aria-label={`${title} pages`}>
      <p className={styles.title}>{title}</p>
      {groups.map((group) => (
        <div key={group.title ?? '-'} className={styles.group}>
          {group.title ? <p className={styles.groupTitle}>{group.title}</p> : null}
          <ul className={styles.list}>
            {group.pages.map((page) => (
              <SidebarItem
                key={page.url}
                url={page.url}
                title={page.title}
                anchorsUrl={sidebarAnchorsUrl(section)}
                expandable={page.anchors.length > 0}
                current={page.url === currentUrl}
                // Only the current page's anchors ship with the page; others load on expand.
                {...(page.url === currentUrl ? { anchors: page.anchors } : {})}
              />
            ))}
          </ul>
        </div>
      ))}
      {printable ? (
        <p className={styles.print}>
          <a href={printableUrl(section)} rel="nofollow">
            Print Section
          </a>
          {/* Works once the page is idle: the offline indicator's code listens for it. */}
          <button
            type="button"
            className="link-button"
            data-save-section={section}
            aria-haspopup="dialog"
          >
            {OFFLINE_SAVE.label}
          </button>
        </p>
      ) : null}
    </nav>
  );
}
