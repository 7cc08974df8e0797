import { allPages, sectionNav } from '@/lib/content';
import { sectionAnchors } from '@/lib/content/sidebar-anchors';
import { sidebarAnchorsUrl } from '@/lib/site';

// One static file per section, emitted at export time (sidebarAnchorsUrl).
export const dynamic = 'force-static';
export const dynamicParams = false;

/** Sections that have a sidebar, as their file names. */
export function generateStaticParams(): { file: string }[] {
  const sections = [...new Set(allPages().map((page) => page.section))];
  return sections.map((section) => ({ file: sidebarAnchorsUrl(section).split('/').pop()! }));
}

/** A section's anchors by page url, for the sidebar to expand pages other than the current. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const section = (await params).file.replace(/\.json$/, '');
  return Response.json(sectionAnchors(sectionNav(section)));
}
