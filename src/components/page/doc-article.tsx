import { createHash } from 'node:crypto';
import Link from 'next/link';
import { formatDay } from '@/lib/content/blog';
import type { Page } from '@/lib/content';
import { aliasAttributes, titleAliases } from '@/lib/links/anchor-aliases';
import { MdxContent } from '../mdx/mdx-content';
import { StaticProse } from '../mdx/static-prose.client';
import styles from './doc-article.module.css';

/** A short fingerprint of a compiled body. */
function bodyKey(code: string): string {
  return createHash('sha1').update(code).digest('base64url').slice(0, 12);
}

/** Props of one page's article: the page itself and how deep its title sits. */
export interface DocArticleProps {
  page: Page;
  /** `h1` on a page of its own; `h2` inside a printable bundle. */
  titleLevel?: 'h1' | 'h2';
  /** Element id of the article, used by printable bundles to link each part. */
  id?: string;
}

/** Title, third-party disclaimer, body and Further Reading of a page. */
export function DocArticle({ page, titleLevel = 'h1', id }: DocArticleProps) {
  const Title = titleLevel;
  // Old ids that mean the whole page land on its title; a printable bundle leaves them out.
  const aliases = titleLevel === 'h1' ? titleAliases(page.url) : [];
  return (
    <article className={styles.article} id={id}>
      <Title className={styles.title}>
        {aliases.map((alias) => (
          <span key={alias} {...aliasAttributes(alias)} />
        ))}
        {page.title}
      </Title>
      {page.date ? (
        <p className={styles.date}>
          <time dateTime={page.date}>{formatDay(page.date)}</time>
        </p>
      ) : null}
      {page.thirdParty ? (
        <p className={styles.disclaimer}>
          This page is about a package maintained outside webpack&apos;s core.
          {page.repo ? (
            <>
              {' '}
              Its source and issue tracker live in{' '}
              <a href={page.repo} rel="noopener noreferrer">
                its own repository
              </a>
              .
            </>
          ) : null}
        </p>
      ) : null}
      {/* Keyed by the body: a body that changes (an edit under `npm run dev`) mounts afresh. */}
      <StaticProse key={bodyKey(page.code)}>
        <MdxContent code={page.code} />
      </StaticProse>
      {page.related?.length ? (
        <section className={styles.related} aria-labelledby={`${id ?? 'page'}-further-reading`}>
          <h2 id={`${id ?? 'page'}-further-reading`}>Further Reading</h2>
          <ul>
            {page.related.map((link) => (
              <li key={link.url}>
                <Link href={link.url} prefetch={false}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
