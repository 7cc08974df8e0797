import { SPONSORS } from '@/lib/site';
import { SponsorBoard } from './sponsor-board.client';
import { type RankableSponsor, rankSponsors } from './sponsor-ranks';
import styles from './sponsors.module.css';

/** Props of `Sponsors`. */
export interface SponsorsProps {
  sponsors: readonly RankableSponsor[];
  /** The moment "latest" is measured from: the build. */
  now: Date;
}

/**
 * The sponsors section: why to give, the ranked lists (ranked here, at build time, so the
 * browser only receives the cards) and the Become a sponsor link. Without sponsor data (the
 * build could not fetch any), one line points to Open Collective instead of six empty tiers.
 */
export function Sponsors({ sponsors, now }: SponsorsProps) {
  const become = (
    <a className={styles.become} href={SPONSORS.url}>
      Become a sponsor
    </a>
  );
  return (
    <section className={styles.section} aria-labelledby="sponsors">
      <h2 id="sponsors">Sponsors</h2>
      <p className={styles.intro}>
        webpack is built by volunteers and paid for by the companies and people who rely on it.
        Donations through Open Collective fund maintenance, reviews and releases, and every expense
        is public.
      </p>
      {sponsors.length ? (
        <>
          <SponsorBoard
            ranking={{
              monthly: rankSponsors(sponsors, 'monthly', now),
              total: rankSponsors(sponsors, 'total', now),
            }}
          />
          <p>{become}</p>
        </>
      ) : (
        <p className={styles.noList}>
          The list of sponsors is on webpack&rsquo;s Open Collective page. {become}
        </p>
      )}
    </section>
  );
}
