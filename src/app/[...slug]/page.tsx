import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocView } from '@/components/page/doc-view';
import { PrintableBundle } from '@/components/page/printable-bundle';
import { docMetadata, pageMetadata } from '@/lib/site/metadata';
import { resolveRoute, routeParams } from '@/lib/content/routes';
import { socialCard } from '@/lib/site/social-card';
import { PRINTABLE_TITLE, pageTitle } from '@/lib/site';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return routeParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveRoute((await params).slug);
  if (!route) return {};
  if (route.kind === 'printable') {
    return pageMetadata({
      title: pageTitle(PRINTABLE_TITLE),
      path: route.url,
      description: `Every ${route.title} page of the webpack documentation in one printable document.`,
      noindex: true,
      card: socialCard(PRINTABLE_TITLE, route.url),
    });
  }
  return docMetadata(route.page.title, route.page.url, route.page.description);
}

/** A documentation page, or a section's combined printable page. */
export default async function DocRoute({ params }: Props) {
  const route = resolveRoute((await params).slug);
  if (!route) notFound();
  if (route.kind === 'printable') {
    return <PrintableBundle title={route.title} pages={route.pages} />;
  }
  return <DocView page={route.page} />;
}
