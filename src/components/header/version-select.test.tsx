// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionSelect } from './version-select.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/guides/caching/' }));

beforeEach(() => {
  window.location.hash = '#output-filenames';
});
afterEach(() => {
  window.location.hash = '';
});

describe('VersionSelect', () => {
  it('is named "webpack version" and offers 5 (selected by default) and 4', () => {
    render(<VersionSelect navigate={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'webpack version' });
    expect(select).toHaveValue('5');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(['5', '4']);
    expect(options.map((option) => option.textContent)).toEqual(['v5', 'v4']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('choosing 4 shows a spinner and goes to the same path and hash on the v4 host', () => {
    const navigate = vi.fn();
    render(<VersionSelect navigate={navigate} />);
    const select = screen.getByRole('combobox', { name: 'webpack version' });
    fireEvent.change(select, { target: { value: '4' } });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(
      'https://v4.webpack.js.org/guides/caching/#output-filenames',
    );
    expect(screen.getByRole('status', { name: 'Loading webpack 4 documentation' })).toBeVisible();
    expect(select).toBeDisabled();
  });

  it('sends the browser away only once the spinner is on screen', () => {
    const spinnerOnLeaving: boolean[] = [];
    const navigate = vi.fn(() => {
      spinnerOnLeaving.push(screen.queryByRole('status') !== null);
    });
    render(<VersionSelect navigate={navigate} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'webpack version' }), {
      target: { value: '4' },
    });
    expect(spinnerOnLeaving).toEqual([true]);
  });

  it('choosing 5 again stays on this site', () => {
    const navigate = vi.fn();
    render(<VersionSelect navigate={navigate} />);
    const select = screen.getByRole('combobox', { name: 'webpack version' });
    fireEvent.change(select, { target: { value: '5' } });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
