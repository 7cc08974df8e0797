/**
 * The routes a link may point at besides content pages: the home page, the printable
 * page of each printable section, the static routes of `src/app` (pages and route
 * handlers such as a feed) and every file in `public/`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRINTABLE_SECTIONS, printableUrl } from '../../src/lib/site';
import type { KnownRoutes } from './links';

/** Next metadata files and the path each one serves. */
const METADATA_FILES: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'manifest.ts': 'manifest.webmanifest',
};

/** Collects the known non-content routes of the project at `root`. */
export function knownRoutes(root: string): KnownRoutes {
  const pages = new Set<string>(['/', ...PRINTABLE_SECTIONS.map(printableUrl)]);
  const files = new Set<string>();
  const app = join(root, 'src/app');
  const walkApp = (folder: string, segments: string[]) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // Dynamic segments are content routes; route groups `(x)` add no segment.
        if (entry.name.startsWith('[') || entry.name.startsWith('_')) continue;
        const group = /^\(.*\)$/.test(entry.name);
        walkApp(join(folder, entry.name), group ? segments : [...segments, entry.name]);
      } else if (/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        pages.add(segments.length ? `/${segments.join('/')}/` : '/');
      } else if (/^route\.(ts|js)$/.test(entry.name) && segments.length) {
        files.add(`/${segments.join('/')}`);
      } else if (segments.length === 0 && METADATA_FILES[entry.name]) {
        files.add(`/${METADATA_FILES[entry.name]}`);
      }
    }
  };
  walkApp(app, []);
  const walkPublic = (folder: string, prefix: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walkPublic(join(folder, entry.name), path);
      else files.add(path);
    }
  };
  walkPublic(join(root, 'public'), '');
  return { pages, files };
}
