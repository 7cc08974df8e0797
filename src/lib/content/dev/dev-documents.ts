/**
 * The documents as the dev server's content step writes them (scripts/dev/content-step.mjs): an
 * index of every document without its body, and each body in a file of its own named by the
 * document's hash. A save then rewrites the index (a few hundred KB) and one body, and a render
 * parses only the bodies it shows, instead of Contentlayer's single 10 MB file every time.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Doc } from 'contentlayer/generated';

/** The folder, from the project folder. */
export const DEV_DOCUMENTS_DIR = '.contentlayer/dev-documents';

/** The index file, in that folder. */
export const DEV_DOCUMENTS_INDEX = 'index.json';

/** A document of the index: all but its body, and the file (in the folder) holding the body. */
export type DevDocument = Omit<Doc, 'body'> & { bodyFile: string };

const bodies = new Map<string, Doc['body']>();

/** When the index was last written (ms), or undefined when there is none. */
export function devDocumentsTime(root = process.cwd()): number | undefined {
  return statSync(join(root, DEV_DOCUMENTS_DIR, DEV_DOCUMENTS_INDEX), { throwIfNoEntry: false })
    ?.mtimeMs;
}

/** The indexed documents, each body read on first use (and kept: a body file never changes). */
export function readDevDocuments(root = process.cwd()): Doc[] {
  const dir = join(root, DEV_DOCUMENTS_DIR);
  const index = JSON.parse(readFileSync(join(dir, DEV_DOCUMENTS_INDEX), 'utf8')) as DevDocument[];
  return index.map(
    ({ bodyFile, ...doc }) =>
      Object.defineProperty(doc, 'body', {
        enumerable: true,
        get() {
          let body = bodies.get(bodyFile);
          if (!body) {
            body = JSON.parse(readFileSync(join(dir, bodyFile), 'utf8')) as Doc['body'];
            bodies.set(bodyFile, body);
          }
          return body;
        },
      }) as Doc,
  );
}
