import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const workflow = parse(
  readFileSync(new URL('../../.github/workflows/releases.yml', import.meta.url), 'utf8'),
);
const steps = workflow.jobs.track.steps;
const runs = steps.map((step) => step.run ?? '').join('\n');

describe('the weekly release workflow', () => {
  it('runs weekly and on demand', () => {
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule[0].cron).toMatch(/^\S+ \S+ \* \* \d$/);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
  });

  it('uses the tested pull-request script, then refreshes the lock file and the since-data', () => {
    const order = ['scripts/releases/bump-pins.mjs', 'npm install', 'npm run releases:update'];
    const at = order.map((command) => runs.indexOf(command));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('opens a pull request with exactly the files the bump changes', () => {
    const pr = steps.find((step) =>
      String(step.uses).startsWith('peter-evans/create-pull-request'),
    );
    expect(pr.if).toBe("steps.bump.outputs.changed == 'true'");
    expect(pr.with['add-paths'].trim().split('\n')).toEqual([
      'package.json',
      'package-lock.json',
      'src/data/releases/webpack-since.json',
    ]);
  });
});
