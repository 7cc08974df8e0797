'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { HERO } from '@/lib/site';
import styles from './hero.module.css';

/** Props of `WordRotator`. */
export interface WordRotatorProps {
  /** The words, shown in order and then from the start again; the first one is prerendered. */
  words: readonly string[];
  /** Time before the first change, in ms. */
  delayMs?: number;
  /** Time between later changes, in ms. */
  repeatMs?: number;
}

const REDUCED = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * One word of the hero headline that changes after `delayMs`, then every `repeatMs`. Its box
 * keeps the configured width so nothing around it moves; with reduced motion it never changes.
 * Decorative: screen readers get the full list from the surrounding text.
 */
export function WordRotator({
  words,
  delayMs = HERO.rotatorDelayMs,
  repeatMs = HERO.rotatorRepeatMs,
}: WordRotatorProps) {
  // How many times the word changed; the word shown is `words[step % words.length]`.
  const [step, setStep] = useState(0);
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );

  useEffect(() => {
    if (reduced || words.length < 2) return;
    const next = () => setStep((current) => current + 1);
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      next();
      interval = setInterval(next, repeatMs);
    }, delayMs);
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, [reduced, words.length, delayMs, repeatMs]);

  return (
    <span
      className={styles.rotator}
      style={{ width: `${HERO.rotatorMaxWidth}px` }}
      aria-hidden="true"
      data-testid="hero-word"
    >
      {/* A new key per word replays the entrance; the prerendered first word does not animate. */}
      <span key={step} className={step > 0 ? styles.word : undefined}>
        {words[step % words.length]}
      </span>
    </span>
  );
}
