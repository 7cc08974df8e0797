/** Small pure helpers of the blog pages: how a post's day is shown and its teaser text. */

/** Shows an ISO day (`2020-10-10`) as `10 October 2020`, the same in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The first prose paragraph of an MDX body as plain text, for a teaser when a post has no
 * description: headings, code, JSX and imports are skipped; link targets and emphasis marks go.
 */
export function firstParagraph(body: string): string {
  let inFence = false;
  for (const block of body.split(/\n\s*\n/)) {
    const text = block.trim();
    const fences = (text.match(/^```/gm) ?? []).length;
    if (inFence || fences > 0) {
      if (fences % 2 === 1) inFence = !inFence;
      continue;
    }
    if (!text || /^(#|<|\{|import |export |[-*+] |\d+\. |\||>)/.test(text)) continue;
    return text
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return '';
}
