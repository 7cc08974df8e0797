// Contentlayer in the dev server, as `contentlayer2 dev` runs it (its config watched, each change
// of content/ processed by its own cache) but with the documents handed to us instead of
// Contentlayer rewriting every generated file on each edit (20 MB and hundreds of files, most
// of a save's wait). On start, and after a change to the config, one full generation writes
// everything `contentlayer2 build` writes (types included); after that, each change of content
// ends in `onDocuments(items)` (every document with the hash of its source, `{ document,
// documentHash }`) or, when Contentlayer refuses it, `onFailure(text)` with the text
// `contentlayer2 build` would print.
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

/**
 * Runs until the process ends. `log` receives what Contentlayer prints; `onDocuments` and
 * `onFailure` may return promises, which are awaited before the next change is processed.
 */
export async function watchContent({ onDocuments, onFailure, log = console.log }) {
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
  await pipe(
    program,
    provideTracing('webpack-docs-dev', 'based-on-env'),
    core.provideCwd,
    provideTestConsole(messages),
    T.provideSomeLayer(NodeFsLive),
    T.runPromise,
  );
}
