/**
 * `out/offline-sections.json` (`OFFLINE_SAVE.manifestUrl`): what "Save for offline" stores per
 * printable section. Written twice: the route `src/app/offline-sections.json/route.ts` lists each
 * section's page urls, then `scripts/offline-sections.mjs` completes it with every file and its
 * size. The save dialog fetches it (and reads it leniently, without zod, in the browser).
 */
import { z } from 'zod';
import { OFFLINE_SAVE } from '../site/offline-save';
import type { Contract } from './read';

/** What the route writes: each printable section's page urls in sidebar order. */
export const listedSectionsSchema = z.object({
  sections: z.array(
    z.looseObject({ id: z.string(), title: z.string(), urls: z.array(z.string()) }),
  ),
});

/** One file of a section: site path, size in bytes and, for pages, their warm-up revision. */
const sectionFileSchema = z.union([
  z.tuple([z.string(), z.number()]),
  z.tuple([z.string(), z.number(), z.string()]),
]);

/** What the export step completes it to. */
export const sectionManifestSchema = z.object({
  sections: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      urls: z.array(z.string()),
      pages: z.number(),
      bytes: z.number(),
      files: z.array(sectionFileSchema),
    }),
  ),
});

export type ListedSections = z.infer<typeof listedSectionsSchema>;
export type SectionManifest = z.infer<typeof sectionManifestSchema>;
export type SectionEntry = SectionManifest['sections'][number];
export type SectionFile = SectionEntry['files'][number];

const file = OFFLINE_SAVE.manifestUrl.replace(/^\//, '');

export const LISTED_SECTIONS: Contract<typeof listedSectionsSchema> = {
  file,
  writer: 'the offline-sections.json route (next build)',
  schema: listedSectionsSchema,
};

export const SECTION_MANIFEST: Contract<typeof sectionManifestSchema> = {
  file,
  writer: 'the offline-sections step (scripts/offline-sections.mjs)',
  schema: sectionManifestSchema,
};
