import Link from 'next/link';
import { blogPosts, pageBody } from '@/lib/content';
import { firstParagraph, formatDay } from '@/lib/content/blog';
import { FEED_PATH } from '@/lib/site';
import styles from './blog-list.module.css';

/** The blog index: every post newest first, with its date and a teaser, and the feed link. */
export function BlogList() {
  const posts = blogPosts();
  return (
    <section className={styles.list} aria-label="Posts">
      <p className={styles.feed}>
        <a href={FEED_PATH} type="application/rss+xml">
          RSS feed
        </a>
      </p>
      <ol>
        {posts.map((post) => (
          <li key={post.url} className={styles.post}>
            <h2 className={styles.title}>
              <Link href={post.url} prefetch={false}>
                {post.title}
              </Link>
            </h2>
            <time dateTime={post.date} className={styles.date}>
              {formatDay(post.date)}
            </time>
            <p className={styles.teaser}>
              {post.description ?? firstParagraph(pageBody(post.url) ?? '')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
