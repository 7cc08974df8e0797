/**
 * The build-time list of what "Save for offline" stores for each printable section
 * (`/offline-sections.json`), and the pure rules around it: which files a section holds,
 * which cache and key each goes to (the service worker's own), and how sizes read.
 */
import type { SectionEntry, SectionFile, SectionManifest } from '../contracts/offline-sections';
import { CACHES, isRscPath, pageKey, rscKey } from '../../worker/cache-keys';
import { isPrintableSection, type PrintableSection } from '../site';

/** Its shape is the contract in contracts/offline-sections.ts (types only: no zod in the browser). */
export type { SectionEntry, SectionFile, SectionManifest };

/** Parses the manifest; anything malformed yields no sections rather than an error. */
export function parseSectionManifest(data: unknown): SectionManifest {
  const sections = (data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(sections)) return { sections: [] };
  return {
    sections: sections.filter(
      (entry): entry is SectionEntry =>
        typeof entry?.id === 'string' &&
        typeof entry.bytes === 'number' &&
        Array.isArray(entry.files) &&
        entry.files.every(
          (file: unknown) =>
            Array.isArray(file) && typeof file[0] === 'string' && typeof file[1] === 'number',
        ),
    ),
  };
}

/** The printable section a site path belongs to, or null (top-level pages, blog, printable). */
export function saveableSection(pathname: string): PrintableSection | null {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (!first || !isPrintableSection(first) || second === 'printable') return null;
  return first;
}

/** Which of the service worker's caches a file of a section lives in, and under which key. */
export function cacheSlot(origin: string, path: string): { cache: string; key: string } {
  const url = new URL(path, origin).href;
  return isRscPath(new URL(url).pathname)
    ? { cache: CACHES.rsc, key: rscKey(url) }
    : { cache: CACHES.pages, key: pageKey(url) };
}

/** Bytes for people: `512 B`, `12.3 KB`, `4.5 MB`, `1.2 GB` (powers of 1,000, as browsers show). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 999.95 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
