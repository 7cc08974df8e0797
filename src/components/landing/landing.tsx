import Link from 'next/link';
import { sectionPages } from '@/lib/content';
import { SECTIONS } from '@/lib/site';
import styles from './landing.module.css';

/** The landing page: what webpack is, where to start, and every documentation section. */
export function Landing() {
  const sections = SECTIONS.filter((section) => section.documentation).map((section) => ({
    ...section,
    description: sectionPages(section.id)[0]?.description,
  }));
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.headline}>Bundle your scripts, styles and assets</h1>
        <p className={styles.lead}>
          webpack follows every <code>import</code> and <code>require</code> from your entry points,
          builds a dependency graph, and emits optimised bundles for the browser.
        </p>
        <p className={styles.actions}>
          <Link href="/guides/getting-started/" className={styles.primary}>
            Get Started
          </Link>
          <Link href="/concepts/" className={styles.secondary}>
            Learn the concepts
          </Link>
        </p>
      </section>
      <section className={styles.sections} aria-labelledby="sections-title">
        <h2 id="sections-title">Documentation</h2>
        <ul className={styles.grid}>
          {sections.map((section) => (
            <li key={section.id} className={styles.card}>
              <Link href={`/${section.id}/`} prefetch={false}>
                {section.title}
              </Link>
              {section.description ? <p>{section.description}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
