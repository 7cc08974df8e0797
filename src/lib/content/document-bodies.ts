/**
 * The bodies of Contentlayer's documents, read from each document's own file when a page needs
 * one instead of held for every page. Every render worker of `next build` reads the whole index
 * (bodies included: 62 MB of JSON at 1,000 pages); kept, the bodies were most of what each
 * worker held and, with the garbage collector's headroom, put static generation at the build's
 * memory peak. Contentlayer writes each document to a file of its own beside the index.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Doc } from 'contentlayer/generated';

/** The file Contentlayer writes the document `id` to, in `dir` (its `idToFileName`). */
export function documentFile(dir: string, id: string): string {
  return join(dir, `${/^[0-9]/.test(id) ? `_${id}` : id}`.replaceAll('/', '__') + '.json');
}

/** Bodies read last: a page reads its own more than once while it renders. */
const RECENT = 4;

/**
 * `docs` (read from the index in `dir`) with each body dropped and read again from the
 * document's own file on use. A document whose file is missing keeps its body.
 */
export function bodiesOnDemand(docs: Doc[], dir: string): Doc[] {
  const recent = new Map<string, Doc['body']>();
  const read = (file: string): Doc['body'] => {
    let body = recent.get(file);
    if (!body) {
      body = (JSON.parse(readFileSync(file, 'utf8')) as Doc).body;
      if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
    } else recent.delete(file);
    recent.set(file, body);
    return body;
  };
  return docs.map((doc) => {
    const file = documentFile(dir, doc._id);
    if (!existsSync(file)) return doc;
    // A copy: the index's object, body and all, is left to the garbage collector.
    return Object.defineProperty({ ...doc }, 'body', { enumerable: true, get: () => read(file) });
  });
}
