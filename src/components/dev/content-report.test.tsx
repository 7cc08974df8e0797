// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentReport } from './content-report';

describe('ContentReport', () => {
  it('lists each problem as npm run check prints it, as an alert', () => {
    render(
      <ContentReport
        state="ready"
        problems={[
          {
            file: 'content/concepts/modules.mdx',
            line: 3,
            column: 1,
            reason: 'frontmatter field "sort" must be a number',
          },
          {
            file: 'content/guides/a.mdx',
            line: 9,
            reason: 'link "/nope/": no page or file at /nope/',
          },
        ]}
      />,
    );
    const alert = screen.getByRole('alert', { name: '2 content problems' });
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'content/concepts/modules.mdx:3:1: frontmatter field "sort" must be a number',
      'content/guides/a.mdx:9:1: link "/nope/": no page or file at /nope/',
    ]);
    expect(alert).toHaveTextContent('this page comes back by itself');
  });

  it('says the content is being built while the dev server starts', () => {
    render(<ContentReport state="starting" problems={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Building the content');
  });
});
