// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeCopy } from './code-copy.client';

function block(language: string, lines: string[]) {
  document.body.innerHTML = `<figure data-rehype-pretty-code-figure=""><pre><code data-language="${language}">${lines
    .map((line) => `<span data-line="">${line}</span>`)
    .join(
      '\n',
    )}</code></pre><button data-copy-code="" aria-label="Copy code">Copy</button></figure>`;
  return document.querySelector<HTMLButtonElement>('[data-copy-code]')!;
}

afterEach(() => vi.unstubAllGlobals());

describe('CodeCopy', () => {
  it('copies a diff block as the resulting code and marks the button copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = block('diff', [' a', '-b', '+c']);
    render(<CodeCopy />, { container: document.body.appendChild(document.createElement('div')) });
    button.click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('a\nc'));
    expect(button.dataset.copied).toBe('true');
    expect(button).toHaveAttribute('aria-label', 'Copied');
    // Said politely to screen readers, through the live region rendered with the listener.
    const status = document.querySelector('[data-copy-status]')!;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Copied'));
  });

  it('copies ordinary code line by line', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = block('js', ['const a = 1;', '-a;']);
    render(<CodeCopy />, { container: document.body.appendChild(document.createElement('div')) });
    button.click();
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('const a = 1;\n-a;'));
  });

  it('leaves out the tooltips of linked config keys', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const key =
      '<span class="tip-host"><span class="tip" role="tooltip" id="t1">output.filename Type: string</span>' +
      '<a class="config-key" aria-describedby="t1" href="/configuration/output/#outputfilename">filename</a></span>';
    const button = block('js', ['module.exports = {', `  output: { ${key}: 'a.js' },`, '};']);
    render(<CodeCopy />, { container: document.body.appendChild(document.createElement('div')) });
    button.click();
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        "module.exports = {\n  output: { filename: 'a.js' },\n};",
      ),
    );
  });
});
