'use client';

import { useEffect, useRef, useState } from 'react';
import { contributorsHeading } from '@/lib/content/contributors';
import { CONTRIBUTOR_CHECK_MS, avatarUrl } from '@/lib/site';
import styles from './contributors.module.css';

/** Neutral stand-in when an avatar cannot load (no network, unknown handle). */
export const AVATAR_FALLBACK =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 90"%3E%3Crect width="90" height="90" fill="%23d8dee3"/%3E%3Ccircle cx="45" cy="35" r="17" fill="%23a9b5bd"/%3E%3Cpath d="M14 86c4-20 17-29 31-29s27 9 31 29" fill="%23a9b5bd"/%3E%3C/svg%3E';

/** Whether an element is at least partly inside the viewport. */
function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.bottom > 0 &&
    rect.top < window.innerHeight &&
    rect.right > 0 &&
    rect.left < window.innerWidth
  );
}

/**
 * The contributors grid: a heading with the count and one avatar per handle. Avatars load
 * only once the grid comes into view (IntersectionObserver, else a 300 ms check).
 */
export function Contributors({ handles }: { handles: string[] }) {
  const grid = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(false);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const element = grid.current;
    if (!element || visible) return;
    if ('IntersectionObserver' in window) {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      });
      observer.observe(element);
      return () => observer.disconnect();
    }
    const timer = setInterval(() => {
      if (inViewport(element)) setVisible(true);
    }, CONTRIBUTOR_CHECK_MS);
    return () => clearInterval(timer);
  }, [visible]);

  if (handles.length === 0) return null;
  return (
    <section ref={grid} className={styles.contributors} aria-labelledby="contributors-heading">
      <h2 id="contributors-heading" className={styles.heading}>
        {contributorsHeading(handles.length)}
      </h2>
      <ul className={styles.grid}>
        {handles.map((handle) => (
          <li key={handle}>
            <a href={`https://github.com/${handle}`} rel="noopener noreferrer" title={handle}>
              {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
              <img
                className={styles.avatar}
                src={
                  visible
                    ? failed.has(handle)
                      ? AVATAR_FALLBACK
                      : avatarUrl(handle)
                    : AVATAR_FALLBACK
                }
                data-loaded={visible ? 'true' : 'false'}
                alt={handle}
                width={45}
                height={45}
                onError={() => setFailed((previous) => new Set(previous).add(handle))}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
