import { pageNeighbours, sectionNav, sectionTitle, type Page } from '@/lib/content';
import { isPrintableSection } from '@/lib/site';
import { Sidebar } from '../sidebar/sidebar';
import { DocArticle } from './doc-article';
import { DocLayout } from './doc-layout';
import { PageActions } from './page-actions';
import { PrevNext } from './prev-next';

/** A documentation page with its section sidebar, actions and neighbours. */
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
    >
      <DocArticle page={page} />
      <PageActions page={page} />
      <PrevNext {...(previous ? { previous } : {})} {...(next ? { next } : {})} />
    </DocLayout>
  );
}
