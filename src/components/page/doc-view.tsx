import { pageNeighbours, sectionNav, sectionTitle, type Page } from '@/lib/content';
import { BLOG_URL, isPrintableSection } from '@/lib/site';
import { EXPLAIN_PATH } from '@/lib/site/config-explainer';
import { ExplainerForm } from '../config-explainer/explainer-form';
import { BlogList } from '../blog/blog-list';
import { Sidebar } from '../sidebar/sidebar';
import { DocArticle } from './doc-article';
import { DocLayout } from './doc-layout';
import { PageActions } from './page-actions';
import { PageFreshness } from './page-freshness';
import { PrevNext } from './prev-next';
import { ContributorsSlot } from './contributors-slot.client';
import { Toc } from './toc.client';

/**
 * A documentation page, in the specification's order: title, disclaimer, body, Further
 * Reading, actions, previous/next, contributors; with its section sidebar and contents.
 */
export function DocView({ page }: { page: Page }) {
  const { previous, next } = pageNeighbours(page);
  return (
    <DocLayout
      sidebar={
        <Sidebar
          title={sectionTitle(page.section)}
          section={page.section}
          groups={sectionNav(page.section)}
          currentUrl={page.url}
          printable={isPrintableSection(page.section)}
        />
      }
      toc={page.anchors.length > 1 ? <Toc anchors={page.anchors} /> : undefined}
    >
      <DocArticle page={page} />
      {page.url === EXPLAIN_PATH ? <ExplainerForm /> : null}
      {page.url === BLOG_URL ? <BlogList /> : null}
      <PageActions page={page} />
      <PageFreshness page={page} />
      <PrevNext {...(previous ? { previous } : {})} {...(next ? { next } : {})} />
      <ContributorsSlot handles={page.contributors} />
    </DocLayout>
  );
}
