// The sponsors in production (docs/sponsors.md): the CI job that builds what the deploy job
// publishes refreshes the sponsors first on main, within a limit and without failing the
// build; a weekly workflow proposes the refreshed file as a pull request.
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';

const workflow = (name) =>
  matter.engines.yaml.parse(
    readFileSync(new URL(`../.github/workflows/${name}`, import.meta.url), 'utf8'),
  );
const stepIndex = (steps, pattern) =>
  steps.findIndex((step) => pattern.test(`${step.run ?? ''} ${step.uses ?? ''}`));

describe('sponsor workflows', () => {
  it('on main, CI fetches the sponsors before it builds, bounded and never fatal', () => {
    const { jobs } = workflow('ci.yml');
    // The job whose artifact production publishes is the one that must fetch first.
    const download = jobs.production.steps.find((step) =>
      /download-artifact/.test(step.uses ?? ''),
    );
    const [, builder] = Object.entries(jobs).find(([, job]) =>
      job.steps.some(
        (step) => /upload-artifact/.test(step.uses ?? '') && step.with?.name === download.with.name,
      ),
    );
    const steps = builder.steps;
    const fetch = stepIndex(steps, /node scripts\/sponsors-prebuild\.mjs --limit-seconds \d+/);
    const build = stepIndex(steps, /^npm run build\b/);
    expect(fetch).toBeGreaterThan(stepIndex(steps, /npm install|ci-install/));
    expect(fetch).toBeLessThan(build);
    expect(steps[fetch]).toMatchObject({
      if: "github.event_name == 'push'",
      'continue-on-error': true,
    });
    expect(steps[fetch]['timeout-minutes']).toBeGreaterThan(0);
  });

  it('once a week, proposes the refreshed file as a pull request', () => {
    const { on, permissions, jobs } = workflow('sponsors.yml');
    const [minute, hour, day, month, weekday] = on.schedule[0].cron.split(' ');
    expect([minute, hour, day, month]).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
      '*',
      '*',
    ]);
    expect(weekday).toMatch(/^[0-6]$/);
    expect(on).toHaveProperty('workflow_dispatch');
    expect(permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
    const steps = jobs.refresh.steps;
    const update = stepIndex(steps, /npm run sponsors:update -- --only-if-changed/);
    const pr = stepIndex(steps, /peter-evans\/create-pull-request@/);
    expect(update).toBeGreaterThan(-1);
    expect(pr).toBeGreaterThan(update);
    expect(steps[pr].with['add-paths']).toBe('src/data/sponsors.json');
  });
});
