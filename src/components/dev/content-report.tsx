import type { CSSProperties } from 'react';
import type { DevStatus } from '@/lib/content/dev/dev-status';
import { formatProblem } from '@/lib/content/problems';

/*
 * Development only: inline styles rather than a style sheet, so that none of this reaches the
 * production CSS.
 */
const panel: CSSProperties = {
  margin: '2rem auto',
  maxWidth: '60rem',
  padding: '1.5rem',
  borderRadius: '0.5rem',
  border: '2px solid #c62828',
  background: 'var(--color-background, #fff)',
};
const list: CSSProperties = { paddingLeft: '1.25rem', lineHeight: 1.6 };
const line: CSSProperties = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' };

/**
 * What the dev server's content step reports, in place of the page: the content is being built,
 * or the located problems of the content, as `npm run check` prints them. The page comes back by
 * itself once the files are fixed.
 */
export function ContentReport({ state, problems }: Pick<DevStatus, 'state' | 'problems'>) {
  if (state === 'starting') {
    return (
      <section
        style={{ ...panel, borderColor: '#8dd6f9' }}
        role="status"
        data-content-report="starting"
      >
        <h1>Building the content…</h1>
        <p>
          The dev server is reading <code>content/</code> for the first time. This page appears by
          itself when it is ready.
        </p>
      </section>
    );
  }
  const count = problems.length === 1 ? '1 content problem' : `${problems.length} content problems`;
  return (
    <section
      style={panel}
      role="alert"
      aria-labelledby="content-report-title"
      data-content-report="problems"
    >
      <h1 id="content-report-title">{count}</h1>
      <p>
        Fix the file and save: this page comes back by itself. <code>npm run check</code> prints the
        same lines.
      </p>
      <ol style={list}>
        {problems.map((problem) => (
          <li key={formatProblem(problem)}>
            <code style={line}>{formatProblem(problem)}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
