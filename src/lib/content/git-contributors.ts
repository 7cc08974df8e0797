/**
 * Contributor handles derived from a content file's git history: GitHub noreply author
 * emails give the handle directly; other emails only count when the repository's own
 * email-to-handle map (src/data/contributor-emails.json) names them. Nothing is guessed.
 * The emails come from ./git-history.
 */
import emailMap from '../../data/contributor-emails.json';
import { contributorsOf } from './contributors';
import { GITHUB_HANDLE } from './frontmatter';

const NOREPLY = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i;

/** Maps author emails to GitHub handles, in order, skipping unknown emails. */
export function handlesFromEmails(
  emails: readonly string[],
  map: Readonly<Record<string, string>> = emailMap,
): string[] {
  const handles: string[] = [];
  for (const raw of emails) {
    const email = raw.trim().toLowerCase();
    const handle = NOREPLY.exec(email)?.[1] ?? map[email];
    if (handle && GITHUB_HANDLE.test(handle)) handles.push(handle);
  }
  return handles;
}

/**
 * A page's contributors: its frontmatter handles first, then the handles of its file's git
 * authors, without duplicates (case-insensitive) or the specification's excluded handles.
 */
export function pageContributors(
  frontmatter: readonly string[] | undefined,
  authorEmails: readonly string[],
  map: Readonly<Record<string, string>> = emailMap,
): string[] {
  return contributorsOf([...(frontmatter ?? []), ...handlesFromEmails(authorEmails, map)]);
}
