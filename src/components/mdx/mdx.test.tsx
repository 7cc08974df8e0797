// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Tip, Warning } from './callout';
import { SmartLink } from './smart-link';

describe('callouts', () => {
  it('labels a tip and a warning as asides', () => {
    render(
      <>
        <Tip>Use a content hash.</Tip>
        <Warning>Never commit dist/.</Warning>
      </>,
    );
    expect(screen.getByRole('complementary', { name: 'Tip' })).toHaveTextContent(
      'Use a content hash.',
    );
    expect(screen.getByRole('complementary', { name: 'Warning' })).toHaveTextContent(
      'Never commit dist/.',
    );
  });
});

describe('SmartLink', () => {
  it('keeps site paths as same-origin links', () => {
    render(<SmartLink href="/concepts/#entry">Entry</SmartLink>);
    const link = screen.getByRole('link', { name: 'Entry' });
    expect(link).toHaveAttribute('href', '/concepts/#entry');
    expect(link).not.toHaveAttribute('rel');
  });

  it('marks external links noopener', () => {
    render(<SmartLink href="https://github.com/webpack/webpack">GitHub</SmartLink>);
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('leaves in-page anchors alone', () => {
    render(<SmartLink href="#options">Options</SmartLink>);
    expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute('href', '#options');
  });
});

describe('Badge', () => {
  it('renders a version note inline', () => {
    render(
      <p>
        Added <Badge>5.20.0+</Badge>
      </p>,
    );
    expect(screen.getByText('5.20.0+').tagName).toBe('SPAN');
    expect(screen.getByText(/Added/)).toHaveTextContent('Added 5.20.0+');
  });
});
