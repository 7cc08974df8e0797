import Link from 'next/link';
import { SearchBox } from '../search/search-box';
import { SidebarOpener } from '../sidebar/sidebar-opener.client';
import { ThemeToggle } from '../theme/theme-toggle';
import { HeaderMenu } from './header-menu';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { SectionNav } from './section-nav.client';
import { SocialLinks } from './social-links';
import { TopNav } from './top-nav.client';
import { VersionSelect } from './version-select.client';
import styles from './site-header.module.css';

/**
 * The site header: one row with the logo, the search and the menu (top links, profiles,
 * language, theme, version), then the documentation sections. On phones the row is compact
 * and stays on screen; the menu's content opens under it from the menu button.
 */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <SidebarOpener />
        <Link href="/" prefetch={false} className={styles.brand} aria-label="webpack home">
          <Logo />
          <span className={styles.wordmark} aria-hidden="true">
            webpack
          </span>
        </Link>
        <SearchBox />
        <HeaderMenu>
          <TopNav />
          <div className={styles.tools}>
            <SocialLinks />
            <LanguageMenu />
            <ThemeToggle />
            <VersionSelect />
          </div>
        </HeaderMenu>
      </div>
      <SectionNav />
    </header>
  );
}
