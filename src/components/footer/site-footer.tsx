import Link from 'next/link';
import { FOOTER_LINKS } from '@/lib/site';
import styles from './site-footer.module.css';

/** The site footer with the specification's links. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.title}>
              {link.url.startsWith('/') ? (
                <Link href={link.url} prefetch={false}>
                  {link.title}
                </Link>
              ) : (
                <a href={link.url} rel="noopener noreferrer">
                  {link.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
