import type { CSSProperties } from 'react';
import { HERO } from '@/lib/site';
import styles from './logo-cube.module.css';

const FACES = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;

function Faces({ className }: { className?: string }) {
  return (
    <span className={className}>
      {FACES.map((face) => (
        <span key={face} className={`${styles.face} ${styles[face]}`} />
      ))}
    </span>
  );
}

/**
 * The webpack cube drawn with CSS 3D transforms: a light outer cube around a dark inner one,
 * turning a quarter every `HERO.cubeSpinMs`. Pure CSS, no script; still with reduced motion.
 */
export function LogoCube() {
  const vars = {
    '--cube-depth': `${HERO.cubeDepth}px`,
    '--cube-spin': `${HERO.cubeSpinMs}ms`,
  } as CSSProperties;
  return (
    <span className={styles.scene} style={vars} aria-hidden="true" data-testid="hero-cube">
      <Faces className={styles.outer} />
      <Faces className={styles.inner} />
    </span>
  );
}
