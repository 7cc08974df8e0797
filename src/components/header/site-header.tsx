import Link from 'next/link';
import { SECTIONS, TOP_LINKS } from '@/lib/site';
import { SearchBox } from '@/components/search/search-box';
import { Logo } from './logo';
import styles from './site-header.module.css';

/** The site header: logo, top links and the documentation sections. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand} aria-label="webpack home">
          <Logo />
          <span className={styles.wordmark}>webpack</span>
        </Link>
        <nav aria-label="Main" className={styles.top}>
          <ul>
            {TOP_LINKS.map((link) => (
              <li key={link.url}>
                <Link href={link.url} prefetch={false}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox />
      </div>
      <nav aria-label="Documentation sections" className={styles.sections}>
        <ul>
          {SECTIONS.filter((section) => section.documentation).map((section) => (
            <li key={section.id}>
              <Link href={`/${section.id}/`} prefetch={false}>
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
