import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfigExplainer } from '@/components/config-explainer/config-explainer.client';
import { DocView } from '@/components/page/doc-view';
import { pageByUrl } from '@/lib/content';
import { pickerVersions } from '@/lib/config-explainer/explain-keys';
import { docMetadata } from '@/lib/metadata';
import { SINCE_DATA } from '@/lib/releases/since';
import { EXPLAIN_PATH } from '@/lib/site/config-explainer';

/** The config explainer: its prose page (content/configuration/explain.mdx) and the tool. */
export function generateMetadata(): Metadata {
  const page = pageByUrl(EXPLAIN_PATH);
  return page ? docMetadata(page.title, page.url, page.description) : {};
}

export default function ExplainRoute() {
  const page = pageByUrl(EXPLAIN_PATH);
  if (!page) notFound();
  const { first, latest } = SINCE_DATA.releases;
  return (
    <DocView page={page}>
      <ConfigExplainer versions={pickerVersions(first, latest)} />
    </DocView>
  );
}
