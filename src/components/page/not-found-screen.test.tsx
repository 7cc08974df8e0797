// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('shows the exact message and a Go to Homepage link to /', () => {
    render(<NotFoundScreen />);
    expect(
      screen.getByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });
});
