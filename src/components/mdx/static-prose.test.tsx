// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticProse } from './static-prose.client';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

/** A body as the build renders it; `marker` counts how often React rendered it. */
function Body({ marker }: { marker: { renders: number } }) {
  // eslint-disable-next-line react-hooks/immutability -- the test counts renders on purpose
  marker.renders += 1;
  return (
    <>
      <p>Server text</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- build output is plain <a> */}
      <a href="/guides/caching/#hashes">Caching</a>
      <a href="https://example.com/">Elsewhere</a>
    </>
  );
}

describe('StaticProse', () => {
  it('keeps the server HTML on hydration without rendering the body again', async () => {
    const server = { renders: 0 };
    const container = document.body.appendChild(document.createElement('main'));
    container.innerHTML = renderToString(
      <StaticProse>
        <Body marker={server} />
      </StaticProse>,
    );
    const client = { renders: 0 };
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StaticProse>
          <Body marker={client} />
        </StaticProse>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(client.renders).toBe(0);
    expect(screen.getByText('Server text')).toBeInTheDocument();

    // A site link is taken over by the router; an external one is left to the browser.
    const caching = screen.getByRole('link', { name: 'Caching' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    caching.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith('/guides/caching/#hashes');
    const external = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Elsewhere' }).dispatchEvent(external);
    expect(push).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders the body normally when it mounts after a client navigation', () => {
    const marker = { renders: 0 };
    render(
      <StaticProse>
        <Body marker={marker} />
      </StaticProse>,
    );
    expect(marker.renders).toBeGreaterThan(0);
    expect(screen.getByText('Server text')).toBeInTheDocument();
  });
});
