/**
 * Checks internal links: site paths (`/configuration/output/`, `/guides/caching/#anchor`)
 * must name a content page or a known route, and an anchor must be one of that page's
 * heading ids. Relative links are refused: the site links by absolute site path only.
 */
import { DEFAULT_SITE_URL } from '../../src/lib/site';
import type { ContentPage, Link } from './reader';
import type { Failure } from '../../src/lib/content/problems';

/** Routes that exist besides content pages: `/`, printable pages, app routes, public files. */
export interface KnownRoutes {
  /** Page-like routes with trailing slash (`/`, `/configuration/printable/`, `/app-shell/`). */
  pages: Set<string>;
  /** File-like paths (`/favicon.svg`, `/feed.xml`, `/branding/logo.svg`). */
  files: Set<string>;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Checks one link of `page`; returns the reason it fails, or undefined. */
export function linkProblem(
  link: Link,
  page: ContentPage,
  byUrl: Map<string, ContentPage>,
  routes: KnownRoutes,
): string | undefined {
  const url = link.url.trim();
  if (url === '') return 'empty link';
  if (url === DEFAULT_SITE_URL || url.startsWith(`${DEFAULT_SITE_URL}/`)) {
    // The site's own origin would bypass this check and break on preview hosts.
    return `link "${url}" points at this site: write the site path instead`;
  }
  if (SCHEME.test(url) || url.startsWith('//')) return undefined; // external
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : safeDecode(url.slice(hashAt + 1));
  const path = beforeHash.replace(/\?.*$/, '');
  if (path === '') {
    // `#anchor` on the page itself.
    if (!anchor) return `empty anchor in "${url}"`;
    return page.anchors.includes(anchor)
      ? undefined
      : `link "${url}": this page has no heading with id "${anchor}"`;
  }
  if (!path.startsWith('/')) return `relative link "${url}": write a site path starting with /`;
  const decodedPath = safeDecode(path);
  if (routes.files.has(decodedPath)) {
    return anchor ? `link "${url}": a file has no anchors` : undefined;
  }
  const target = byUrl.get(decodedPath);
  if (!target) {
    if (routes.pages.has(decodedPath)) {
      return anchor ? `link "${url}": anchors on ${decodedPath} cannot be checked` : undefined;
    }
    if (
      !decodedPath.endsWith('/') &&
      (byUrl.has(`${decodedPath}/`) || routes.pages.has(`${decodedPath}/`))
    ) {
      return `link "${url}": site paths end with a slash (${decodedPath}/)`;
    }
    return `link "${url}": no page or file at ${decodedPath}`;
  }
  if (anchor !== undefined && !target.anchors.includes(anchor)) {
    return `link "${url}": ${target.url} has no heading with id "${anchor}"`;
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Checks every link of every page against the pages and the known routes. */
export function checkLinks(pages: ContentPage[], routes: KnownRoutes): Failure[] {
  const byUrl = new Map(pages.filter((page) => page.url).map((page) => [page.url, page]));
  const failures: Failure[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const reason = linkProblem(link, page, byUrl, routes);
      if (reason) {
        const column = link.column ? { column: link.column } : {};
        failures.push({ file: page.file, line: link.line, ...column, reason });
      }
    }
  }
  return failures;
}
