// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeCopy } from './code-copy.client';
import { CopyPageButton } from './copy-page-button';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function setup() {
  render(
    <>
      <CopyPageButton url="/concepts/entry-points/" />
      <CodeCopy />
    </>,
  );
  // CSS modules are not applied here, so the hidden state labels join the name.
  return screen.getByRole('button', { name: /^Copy page as Markdown/ });
}

describe('CopyPageButton', () => {
  it('points at the page’s Markdown twin and goes through the delegated copy listener', () => {
    const button = setup();
    expect(button).toHaveAttribute('data-copy-page', '/concepts/entry-points/index.md');
    expect(button).toHaveAttribute('data-copy-code');
  });

  it('fetches the twin on click, copies it and says Copied', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('# Entry points\n', { status: 200 }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = setup();
    button.click();
    await waitFor(() => expect(button.dataset.copyState).toBe('copied'));
    expect(fetchMock).toHaveBeenCalledWith('/concepts/entry-points/index.md');
    expect(writeText).toHaveBeenCalledWith('# Entry points\n');
  });

  it('passes the text to ClipboardItem when the browser has it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('# Body', { status: 200 })));
    const items: Record<string, Promise<Blob>>[] = [];
    vi.stubGlobal(
      'ClipboardItem',
      class {
        constructor(data: Record<string, Promise<Blob>>) {
          items.push(data);
        }
      },
    );
    const write = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { write, writeText: vi.fn() } });
    const button = setup();
    button.click();
    await waitFor(() => expect(button.dataset.copyState).toBe('copied'));
    expect(write).toHaveBeenCalledOnce();
    expect(await (await items[0]!['text/plain']!).text()).toBe('# Body');
  });

  it('shows an error state when the twin cannot be fetched', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('nope', { status: 404 })));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = setup();
    button.click();
    await waitFor(() => expect(button.dataset.copyState).toBe('failed'));
    expect(writeText).not.toHaveBeenCalled();
  });
});
