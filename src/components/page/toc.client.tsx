'use client';

import { useEffect, useState } from 'react';
import type { Anchor } from '@/lib/content/anchors';
import styles from './toc.module.css';

/** Where doc-layout.module.css shows the contents column. */
export const TOC_SHOWN = '(min-width: 80rem)';

/**
 * The id of the heading a reader is in: the last one whose top has passed the top band. At the
 * bottom of the page the last sections can never reach the band, so there it is the last
 * heading whose top is inside the window (`bottom` gives the window's height).
 */
export function activeHeading(
  tops: { id: string; top: number }[],
  offset = 96,
  bottom?: { viewportHeight: number },
): string | undefined {
  let active = tops[0]?.id;
  for (const { id, top } of tops) {
    if (top <= offset || (bottom && top < bottom.viewportHeight)) active = id;
    else break;
  }
  return active;
}

/** Whether the page scrolls and the window is scrolled as far down as it goes. */
function atPageBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return (
    scrollHeight > window.innerHeight && window.scrollY + window.innerHeight >= scrollHeight - 2
  );
}

/** The on-page table of contents, highlighting the heading in view. */
export function Toc({ anchors }: { anchors: Anchor[] }) {
  const [active, setActive] = useState<string | undefined>(anchors[0]?.id);

  useEffect(() => {
    const update = () => {
      const tops = anchors.flatMap((anchor) => {
        const element = document.getElementById(anchor.id);
        return element ? [{ id: anchor.id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(
        activeHeading(
          tops,
          undefined,
          atPageBottom() ? { viewportHeight: window.innerHeight } : undefined,
        ),
      );
    };
    const stop = () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('hashchange', update);
    };
    // Narrower screens do not show the contents: measuring every heading there would only
    // force layouts of a long page while it hydrates.
    const wide = window.matchMedia(TOC_SHOWN);
    const follow = () => {
      stop();
      if (!wide.matches) return;
      update();
      window.addEventListener('scroll', update, { passive: true });
      window.addEventListener('hashchange', update);
    };
    follow();
    wide.addEventListener('change', follow);
    return () => {
      stop();
      wide.removeEventListener('change', follow);
    };
  }, [anchors]);

  if (anchors.length === 0) return null;
  return (
    <nav className={styles.toc} aria-label="On this page">
      <p className={styles.title}>On this page</p>
      <ul className={styles.list}>
        {anchors.map((anchor) => (
          <li key={anchor.id} className={anchor.level === 3 ? styles.level3 : undefined}>
            <a
              href={`#${anchor.id}`}
              className={anchor.id === active ? `${styles.link} ${styles.active}` : styles.link}
              {...(anchor.id === active ? { 'aria-current': 'location' as const } : {})}
            >
              {anchor.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
