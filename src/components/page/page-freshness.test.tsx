// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFreshness } from './page-freshness';

describe('PageFreshness', () => {
  it('shows the last update as a <time> with a readable UTC day, and the verified version', () => {
    render(
      <PageFreshness page={{ lastUpdated: '2026-11-21T23:30:00.000Z', verifiedWith: '5.112.2' }} />,
    );
    const time = screen.getByText('November 21, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-21T23:30:00.000Z');
    expect(time.parentElement).toHaveTextContent('Last updated November 21, 2026');
    expect(screen.getByText('Verified with webpack 5.112.2')).toBeInTheDocument();
  });

  it('shows only what it knows', () => {
    render(<PageFreshness page={{ lastUpdated: '2026-01-02T10:00:00.000Z' }} />);
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
    expect(screen.queryByText(/Verified with/)).toBeNull();
  });

  it('renders nothing for a file with no history and no verification', () => {
    const { container } = render(<PageFreshness page={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
