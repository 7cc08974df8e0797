/** Timing and size of the landing page's hero animations (word rotator and logo cube). */
export const HERO = {
  rotatorDelayMs: 5000,
  rotatorRepeatMs: 5000,
  rotatorMaxWidth: 110,
  cubeDepth: 120,
  cubeSpinMs: 5000,
} as const;
