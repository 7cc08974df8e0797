import { ThemeToggleClient } from './theme-toggle.client';
import styles from './theme-toggle.module.css';

/**
 * Switches between the light and the dark theme. Both labels are rendered and CSS shows the
 * one for the current theme, so the accessible name is right before hydration too. The face
 * is rendered here, on the server, so it adds no client JavaScript; the click is
 * theme-toggle.client.tsx.
 */
export function ThemeToggle() {
  return (
    <ThemeToggleClient>
      <span className={styles.toDark}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M21 14.5A9 9 0 0 1 9.5 3a9 9 0 1 0 11.5 11.5Z" />
        </svg>
        <span className="visually-hidden">Switch to dark theme</span>
      </span>
      <span className={styles.toLight}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
          />
        </svg>
        <span className="visually-hidden">Switch to light theme</span>
      </span>
    </ThemeToggleClient>
  );
}
