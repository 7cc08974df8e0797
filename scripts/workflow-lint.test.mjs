import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lintWorkflows, workflowFiles } from './workflow-lint.mjs';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));

describe('workflow lint (actionlint)', () => {
  it('finds the workflows and reports no problem in them', async () => {
    const files = workflowFiles(path('../.github/workflows/'));
    expect(files.map((file) => file.split('/').pop())).toContain('ci.yml');
    expect(await lintWorkflows(files)).toEqual([]);
  });

  it('fails a broken workflow, naming file, line and problem', async () => {
    const problems = await lintWorkflows([path('../tests/fixtures/workflows/broken.yml')]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(
      /broken\.yml:5:3: unknown Webhook event "pull_requests".* \[events\]$/,
    );
    expect(problems.some((line) => /:9:5: unexpected key "permission" for "job"/.test(line))).toBe(
      true,
    );
    expect(
      problems.some((line) => /property "shaa" is not defined.*\[expression\]$/.test(line)),
    ).toBe(true);
  });
});
