import { sectionPages, sectionTitle } from '@/lib/content';
import type { ListedSections } from '@/lib/contracts/offline-sections';
import { PRINTABLE_SECTIONS } from '@/lib/site';

// Emitted at export time as out/offline-sections.json (OFFLINE_SAVE.manifestUrl): each printable
// section's page urls. scripts/offline-sections.mjs then adds every page's files and sizes.
export const dynamic = 'force-static';

/** The pages "Save for offline" stores, per printable section. */
export function GET() {
  const body: ListedSections = {
    sections: PRINTABLE_SECTIONS.map((id) => ({
      id,
      title: sectionTitle(id),
      urls: sectionPages(id).map((page) => page.url),
    })),
  };
  return Response.json(body);
}
