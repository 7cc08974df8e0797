'use client';

import { type SyntheticEvent, useState } from 'react';
import { SPONSORS } from '@/lib/site';
import { rankNote, rankTitle } from './sponsor-labels';
import {
  type RankGroup,
  type SponsorType,
  initialSponsorType,
  storageAvailable,
} from './sponsor-ranks';
import styles from './sponsors.module.css';
import { useInBrowser } from '../ui/use-in-browser';

/** Props of `SponsorBoard`. */
export interface SponsorBoardProps {
  /** The ranked groups for each type, computed at build time. */
  ranking: Record<SponsorType, RankGroup[]>;
  /** Source of the initial monthly/total choice; tests pass a seeded one. */
  random?: () => number;
}

const hasStorage = () => storageAvailable(() => window.localStorage);

/** Swaps a broken avatar for the fallback image, once. */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(SPONSORS.fallbackAvatar)) image.src = SPONSORS.fallbackAvatar;
}

/**
 * The sponsor lists by rank with the monthly/total checkbox. Renders nothing where local
 * storage is unavailable, and nothing in the static HTML (storage is only known in a browser).
 */
export function SponsorBoard({ ranking, random }: SponsorBoardProps) {
  const available = useInBrowser(hasStorage);
  const [type, setType] = useState<SponsorType>(() => initialSponsorType(random));
  if (!available) return null;
  return (
    <div className={styles.board} data-type={type}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={type === 'monthly'}
          onChange={(event) => setType(event.target.checked ? 'monthly' : 'total')}
        />
        Rank by monthly donations
      </label>
      <p className={styles.showing} aria-live="polite">
        Ranked by {type === 'monthly' ? 'monthly donations' : 'total donations'}.
      </p>
      <div className={styles.groups}>
        {ranking[type].map((group) => (
          <section key={group.rank} className={styles.group}>
            <h3>{rankTitle(group.rank, type)}</h3>
            <p className={styles.note}>{rankNote(group.rank, type)}</p>
            {group.sponsors.length ? (
              <ul className={styles.list}>
                {group.sponsors.map((sponsor) => (
                  <li key={sponsor.slug}>
                    <a href={sponsor.href} rel="noopener nofollow" title={sponsor.name}>
                      {/* Remote avatars of unknown size: a plain lazy img, no optimiser. */}
                      {/* eslint-disable-next-line @next/next/no-img-element */}
                      <img
                        src={sponsor.avatar ?? SPONSORS.fallbackAvatar}
                        alt={sponsor.name}
                        width={group.rank === 'backer' ? 40 : 64}
                        height={group.rank === 'backer' ? 40 : 64}
                        loading="lazy"
                        decoding="async"
                        onError={showFallback}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>No one here yet.</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
