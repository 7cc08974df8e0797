// Contentlayer in the dev server, as `contentlayer2 dev` runs it (its config watched, each change
// of content/ processed by its own cache) but with the documents handed to us instead of
// Contentlayer rewriting every generated file on each edit (20 MB and hundreds of files, most
// of a save's wait). On start, and after a change to the config, one full generation writes
// everything `contentlayer2 build` writes (types included); after that, each change of content
// ends in `onDocuments(items)` (every document with the hash of its source, `{ document,
// documentHash }`) or, when Contentlayer refuses it, `onFailure(text)` with the text
// `contentlayer2 build` would print.
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as core from 'contentlayer2/core';
import { provideTracing } from '@contentlayer2/utils';
import { E, pipe, provideTestConsole, S, T } from '@contentlayer2/utils/effect';
import { NodeFsLive } from '@contentlayer2/utils/node';

/** Contentlayer's own words for an error it did not print (its errors render via toString). */
function describe(error) {
  const text = String(error);
  if (text !== '[object Object]') return text;
  const cause = error?.error ?? error?.cause;
  return cause && cause !== error ? describe(cause) : JSON.stringify(error);
}

/** How long the edits pause before Contentlayer's data cache is written. */
export const CACHE_WRITE_IDLE_MS = 2000;

/**
 * Contentlayer writes its whole data cache (about 11 MB of JSON, half a second on a busy
 * machine) after every change, and only then reports the change. The cache only spares a later
 * start the work, so here it is written once the edits pause, as Contentlayer writes it, into
 * the folder `cacheDir()` resolves, and whole (aside, then renamed: Contentlayer reads it at
 * the start of a watch, which a half-written file would fail). Returns `flush()`, which writes a
 * pending cache at once (on exit). A cache never written (the process killed meanwhile) only
 * means the pages edited since are built again at the next start: Contentlayer keys each entry
 * by its file's time.
 */
export function deferCacheWrites(cacheDir, idleMs = CACHE_WRITE_IDLE_MS) {
  let pending;
  let timer;
  let writing = Promise.resolve();
  const write = async ({ cache, schemaHash }) => {
    const file = join(await cacheDir(), `data-${schemaHash}.json`);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(cache, null, 2)}\n`);
    await rename(temporary, file);
  };
  const flush = () => {
    clearTimeout(timer);
    const args = pending;
    pending = undefined;
    if (args) writing = writing.then(() => write(args)).catch(() => {});
    return writing;
  };
  core.DataCache.writeCacheToDisk = (args) =>
    T.succeedWith(() => {
      pending = args;
      clearTimeout(timer);
      timer = setTimeout(flush, idleMs);
      return E.right(undefined);
    });
  return flush;
}

/** Contentlayer's services: tracing, the working folder, the file system. */
const provideServices = (effect) =>
  pipe(
    effect,
    provideTracing('webpack-docs-dev', 'based-on-env'),
    core.provideCwd,
    T.provideSomeLayer(NodeFsLive),
  );

/**
 * Runs until the process ends. `log` receives what Contentlayer prints; `onDocuments` and
 * `onFailure` may return promises, which are awaited before the next change is processed.
 */
export async function watchContent({ onDocuments, onFailure, log = console.log }) {
  const flushCache = deferCacheWrites(() =>
    T.runPromise(provideServices(core.ArtifactsDir.mkdirCache)),
  );
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () => void flushCache().finally(() => process.exit(0)));
  }
  const messages = [];
  /** What Contentlayer printed since the last call: printed, and returned. */
  const flush = () => {
    const text = messages.splice(0).map(String).join('\n');
    if (text) log(text);
    return text;
  };
  const report = (either) =>
    T.promise(async () => {
      const printed = flush();
      if (E.isLeft(either)) {
        await onFailure(printed || describe(either.left));
      } else {
        await onDocuments(Object.values(either.right.cacheItemsMap));
      }
    });
  // Contentlayer writes the documents itself here; only a failure needs telling.
  const generateOnce = (config) =>
    pipe(
      core.generateDotpkg({ config, verbose: false }),
      T.either,
      T.chain((either) => (E.isLeft(either) ? report(either) : T.succeedWith(flush))),
    );
  const program = pipe(
    // Packages named through a symlinked node_modules (a temporary copy of the project) keep
    // their path, so the compiled config, whose hash keys Contentlayer's cache, stays the same.
    core.getConfigWatch({ configPath: undefined, esbuildOptions: { preserveSymlinks: true } }),
    S.chainSwitchMapEitherRight((config) =>
      pipe(
        S.fromEffect(
          pipe(
            generateOnce(config),
            T.chain(() => T.either(config.source.provideSchema(config.esbuildHash))),
          ),
        ),
        S.chainMapEitherRight((schemaDef) =>
          config.source.fetchData({ schemaDef, verbose: false }),
        ),
      ),
    ),
    S.mapEffect(report),
    S.runDrain,
  );
  await pipe(program, provideTestConsole(messages), provideServices, T.runPromise);
}
