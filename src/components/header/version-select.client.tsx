'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { VERSIONS, sameUrlOn } from '@/lib/site';
import styles from './version-select.module.css';

/** Props of `VersionSelect`; `navigate` is injectable for tests. */
export interface VersionSelectProps {
  navigate?: (url: string) => void;
}

function leaveFor(url: string) {
  window.location.assign(url);
}

/**
 * The documentation version selector: 5 (this site, the default) or 4. Choosing another
 * version shows a spinner and sends the browser to the same path on that version's host.
 */
export function VersionSelect({ navigate = leaveFor }: VersionSelectProps) {
  const pathname = usePathname() ?? '/';
  const id = useId();
  /** The URL the reader chose to go to, once chosen. */
  const [destination, setDestination] = useState<string | null>(null);
  const leaving = destination !== null;
  // Leave once the spinner is committed: while the page still hydrates, React can commit later
  // than a fast host answers, and the reader would never see the spinner.
  useEffect(() => {
    if (destination) navigate(destination);
  }, [destination, navigate]);
  return (
    <span className={styles.wrapper}>
      <label htmlFor={id} className="visually-hidden">
        webpack version
      </label>
      <select
        id={id}
        className={styles.select}
        defaultValue={VERSIONS[0].version}
        disabled={leaving}
        onChange={(event) => {
          const target = VERSIONS.find((entry) => entry.version === event.target.value);
          if (!target?.host) return;
          setDestination(sameUrlOn(target.host, pathname, window.location.hash));
        }}
      >
        {VERSIONS.map((entry) => (
          <option key={entry.version} value={entry.version}>
            v{entry.version}
          </option>
        ))}
      </select>
      {leaving ? (
        <span
          className={styles.spinner}
          role="status"
          aria-label="Loading webpack 4 documentation"
        />
      ) : null}
    </span>
  );
}
