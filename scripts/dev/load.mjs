// Loads what the dev server's content step shares with the app (the status file's path, the
// documents' path) through bundle-ts.mjs, like the writer checks (scripts/check/load.mjs).
import { loadTs } from '../bundle-ts.mjs';

const load = (path) => loadTs(`src/lib/${path}`);

/** The paths: `{ DEV_STATUS_PATH, GENERATED_DOCS_PATH, DEV_DOCUMENTS_DIR, DEV_DOCUMENTS_INDEX }`. */
export async function loadDevPaths() {
  const [status, generated, documents] = await Promise.all([
    load('content/dev/dev-status.ts'),
    load('contracts/generated-docs.ts'),
    load('content/dev/dev-documents.ts'),
  ]);
  return {
    DEV_STATUS_PATH: status.DEV_STATUS_PATH,
    GENERATED_DOCS_PATH: generated.GENERATED_DOCS_PATH,
    DEV_DOCUMENTS_DIR: documents.DEV_DOCUMENTS_DIR,
    DEV_DOCUMENTS_INDEX: documents.DEV_DOCUMENTS_INDEX,
  };
}
