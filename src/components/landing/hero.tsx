import { HERO_WORDS } from '@/data/hero';
import { LogoCube } from './logo-cube';
import { WordRotator } from './word-rotator.client';
import styles from './hero.module.css';

/** "scripts, styles and images": the rotating words as one phrase for screen readers. */
function spoken(words: readonly string[]): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The landing hero: the spinning cube, the headline with its rotating word, two calls to action. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <LogoCube />
        <div className={styles.text}>
          <h1 id="hero-title" className={styles.title}>
            webpack
          </h1>
          <p className={styles.tagline}>
            <span aria-hidden="true">bundle your </span>
            <WordRotator words={HERO_WORDS} />
            <span className={styles.srOnly}>bundle your {spoken(HERO_WORDS)}</span>
          </p>
          <p className={styles.lead}>
            A module bundler for modern JavaScript: webpack follows every <code>import</code> from
            your entry points, builds a dependency graph, and emits optimised bundles for the
            browser.
          </p>
          <p className={styles.actions}>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links: next/link here makes Next load the home chunk on every docs page */}
            <a href="/guides/getting-started/" className={styles.primary}>
              Get Started
            </a>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- plain links: next/link here makes Next load the home chunk on every docs page */}
            <a href="/concepts/" className={styles.secondary}>
              Learn the concepts
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
