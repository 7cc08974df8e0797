// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './optional-part.client';

/** A part whose code never arrives (a script held by a slow network). */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
/** A part whose code fails to arrive (a ChunkLoadError offline). */
const FailsToLoad = lazy(() => Promise.reject(new Error('ChunkLoadError: offline')));

describe('OptionalPart', () => {
  it('shows a part at once when a part beside it never finishes loading', () => {
    render(
      <>
        <OptionalPart>
          <p>Shortcuts</p>
        </OptionalPart>
        <OptionalPart>
          <NeverLoads />
        </OptionalPart>
      </>,
    );
    expect(screen.getByText('Shortcuts')).toBeVisible();
  });

  it('never hides a part already shown when a later part starts loading', async () => {
    let showLater = () => {};
    function Parts() {
      const [later, setLater] = useState(false);
      showLater = () => setLater(true);
      return (
        <>
          <OptionalPart>
            <p>Shortcuts</p>
          </OptionalPart>
          {later ? (
            <OptionalPart>
              <NeverLoads />
            </OptionalPart>
          ) : null}
        </>
      );
    }
    // Inside a boundary of its own, as the runtime sat until the parts had one each.
    render(
      <Suspense fallback={null}>
        <Parts />
      </Suspense>,
    );
    await act(async () => showLater());
    // A shared boundary would hide it with `display: none` while the later part loads.
    expect(screen.getByText('Shortcuts')).toBeVisible();
  });

  it('renders nothing for a part whose code fails, and keeps the others', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <>
        <OptionalPart>
          <FailsToLoad />
        </OptionalPart>
        <OptionalPart>
          <p>Shortcuts</p>
        </OptionalPart>
      </>,
    );
    await act(async () => {});
    expect(container.innerHTML).toBe('<p>Shortcuts</p>');
    report.mockRestore();
  });

  it('starts its part only once the page is hydrated, so failing code is never a hydration error', async () => {
    // React counts an error thrown while a part hydrates as a hydration error, and Next reports
    // those as uncaught errors on the page: seen in the browser when a runtime chunk failed
    // while the page was still hydrating. So the server renders nothing here, and the part
    // first renders after hydration, where its error boundary catches any failure.
    const Tools = () => <p>Tools</p>;
    const page = (
      <main>
        <OptionalPart>
          <Tools />
        </OptionalPart>
      </main>
    );
    const html = renderToString(page);
    expect(html).toBe('<main></main>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe('<main><p>Tools</p></main>');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
