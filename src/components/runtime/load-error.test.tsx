// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import PageError from '@/app/error';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

beforeEach(() => vi.mocked(reloadPage).mockClear());

/** A failed script chunk, built the way webpack 5's JSONP runtime builds it. */
function chunkLoadError() {
  const request = 'http://localhost/_next/static/chunks/app/page-1.js';
  const error = new Error(`Loading chunk 931 failed.\n(error: ${request})`) as Error & {
    type: string;
    request: string;
  };
  error.name = 'ChunkLoadError';
  error.type = 'error';
  error.request = request;
  return error;
}

/** A failed style chunk, built the way mini-css-extract-plugin's runtime builds it. */
function cssChunkLoadError() {
  const href = 'http://localhost/_next/static/css/1.css';
  const error = new Error(`Loading CSS chunk 77 failed.\n(${href})`) as Error & {
    code: string;
    type: string;
    request: string;
  };
  error.code = 'CSS_CHUNK_LOAD_FAILED';
  error.type = 'error';
  error.request = href;
  return error;
}

describe('the error boundary of pages', () => {
  it.each([
    ['ChunkLoadError', chunkLoadError(), 'chunk'],
    ['CSS_CHUNK_LOAD_FAILED', cssChunkLoadError(), 'css'],
  ])('recognises %s, shows the error state and retries with a reload', (_, error, kind) => {
    const retry = vi.fn();
    render(<PageError error={error} reset={vi.fn()} retry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error loading content.');
    expect(alert).toHaveAttribute('data-error-kind', kind);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });

  it('shows the same state for any other error and refetches in place', () => {
    const retry = vi.fn();
    const error = Object.assign(new Error("Cannot find module './x'"), {
      code: 'MODULE_NOT_FOUND',
    });
    render(<PageError error={error} reset={vi.fn()} retry={retry} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-error-kind', 'other');
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading content.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('falls back to reset when the router offers no retry', () => {
    const reset = vi.fn();
    render(<PageError error={new Error('boom')} reset={reset} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
