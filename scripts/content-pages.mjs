// How many pages `npm run build`'s content step builds, and how it tells its rehype workers
// (src/lib/markdown/rehype-worker-pool.ts): they end after the last page, before Contentlayer
// writes every document out, the step's memory peak.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The environment variable that carries the page count to the content step. */
export const END_AFTER_ENV = 'REHYPE_WORKERS_END_AFTER';

/**
 * The pages Contentlayer builds from `contentDir`: its Markdown and MDX files, as the pattern in
 * contentlayer.config.ts finds them.
 */
export function pageFileCount(contentDir) {
  if (!existsSync(contentDir)) return 0;
  return readdirSync(contentDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.mdx?$/.test(entry.name),
  ).length;
}

/** `env` for a one-shot content step in `root`, with its page count. */
export function oneBuildEnv(root, env = process.env) {
  const pages = pageFileCount(join(root, env.CONTENT_DIR ?? 'content'));
  return { ...env, [END_AFTER_ENV]: String(pages) };
}
