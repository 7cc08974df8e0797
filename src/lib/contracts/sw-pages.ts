/**
 * `out/sw-pages.json`: the service worker's warm-up list (`[url, revision, gzip bytes]`) and
 * what any page load may spend warming it. `scripts/build-sw.mjs` writes it; the worker
 * (`src/worker/warm-up.ts`) fetches it at `/sw-pages.json`, the offline bench and e2e tests read it.
 */
import { z } from 'zod';
import type { Contract } from './read';

/** One file the worker warms: site path, revision, gzip bytes. */
export const warmEntrySchema = z.tuple([z.string().startsWith('/'), z.string(), z.number()]);

export const swPagesSchema = z.object({
  pages: z.array(warmEntrySchema),
  visitBudget: z.number(),
});

export type WarmEntry = z.infer<typeof warmEntrySchema>;
export type SwPages = z.infer<typeof swPagesSchema>;

export const SW_PAGES: Contract<typeof swPagesSchema> = {
  file: 'sw-pages.json',
  writer: 'the service-worker step (scripts/build-sw.mjs)',
  schema: swPagesSchema,
};
