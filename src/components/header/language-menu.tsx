import { LanguageMenuClient } from './language-menu.client';

/**
 * The header's language dropdown. The button's face (globe icon and name) is rendered here, on
 * the server, so it adds no client JavaScript; the menu is language-menu.client.tsx.
 */
export function LanguageMenu() {
  return (
    <LanguageMenuClient>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
        </g>
      </svg>
      <span className="visually-hidden">Select language</span>
    </LanguageMenuClient>
  );
}
