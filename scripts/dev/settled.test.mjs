import { describe, expect, it } from 'vitest';
import { settledSignal } from './settled.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves whether `promise` has settled within `ms`. */
const within = (promise, ms) =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

describe('settledSignal', () => {
  it('releases every waiter at settle(), and no later ones', async () => {
    const signal = settledSignal();
    const first = signal.wait(10_000);
    const second = signal.wait(10_000);
    expect(await within(first, 20)).toBe(false);
    signal.settle();
    expect(await within(Promise.all([first, second]), 20)).toBe(true);
    const later = signal.wait(10_000);
    expect(await within(later, 30)).toBe(false);
    signal.settle();
    expect(await within(later, 20)).toBe(true);
  });

  it('releases a waiter after its cap when nothing settles', async () => {
    const signal = settledSignal();
    const waiting = signal.wait(40);
    expect(await within(waiting, 10)).toBe(false);
    expect(await within(waiting, 200)).toBe(true);
  });
});
