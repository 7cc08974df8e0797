import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A small inline label for version notes in MDX: `<Badge>5.20.0+</Badge>`. */
export function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
