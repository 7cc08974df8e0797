import type { ReactNode } from 'react';
import { CALLOUT_LABELS as LABELS } from '@/lib/site';
import styles from './callout.module.css';

/** Kinds of callout an author can write. */
export type CalloutType = keyof typeof LABELS;

/** A highlighted aside in a page body: `<Tip>` or `<Warning>` in MDX. */
export function Callout({ type, children }: { type: CalloutType; children: ReactNode }) {
  return (
    <aside className={`${styles.callout} ${styles[type]}`} aria-label={LABELS[type]}>
      <p className={styles.label}>{LABELS[type]}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}

/** `<Tip>…</Tip>`: a helpful hint. */
export function Tip({ children }: { children: ReactNode }) {
  return <Callout type="tip">{children}</Callout>;
}

/** `<Warning>…</Warning>`: a pitfall the reader must know about. */
export function Warning({ children }: { children: ReactNode }) {
  return <Callout type="warning">{children}</Callout>;
}
