import { NOT_FOUND_TEXT } from '@/lib/site';

/**
 * The Page Not Found screen, with a way home. Styled by global classes (globals.css): a CSS
 * module here would be a style sheet of its own, which Next preloads on every page although
 * only the 404 page uses it (Chrome then warns about an unused preload).
 */
export function NotFoundScreen() {
  return (
    <div className="not-found">
      <h1 className="not-found-title">Page Not Found</h1>
      <p>{NOT_FOUND_TEXT}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load home is fine here, and next/link on this route would make Next load its chunk on every page */}
      <a href="/" className="not-found-button">
        Go to Homepage
      </a>
    </div>
  );
}
