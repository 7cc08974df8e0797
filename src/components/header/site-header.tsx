import Link from 'next/link';
import { SearchBox } from '../search/search-box';
import { SidebarOpener } from '../sidebar/sidebar-opener.client';
import { ThemeToggle } from '../theme/theme-toggle.client';
import { LanguageMenu } from './language-menu.client';
import { Logo } from './logo';
import { SectionNav } from './section-nav.client';
import { SocialLinks } from './social-links';
import { TopNav } from './top-nav.client';
import { VersionSelect } from './version-select.client';
import styles from './site-header.module.css';

/** The site header: navigation, search, profiles, language, theme and version. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.start}>
          <SidebarOpener />
          <Link href="/" prefetch={false} className={styles.brand} aria-label="webpack home">
            <Logo />
            <span className={styles.wordmark} aria-hidden="true">
              webpack
            </span>
          </Link>
          <TopNav />
        </div>
        <div className={styles.tools}>
          <SearchBox />
          <SocialLinks />
          <LanguageMenu />
          <ThemeToggle />
          <VersionSelect />
        </div>
      </div>
      <SectionNav />
    </header>
  );
}
