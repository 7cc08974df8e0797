// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from './search-box';
import { SearchLauncher } from './search-launcher.client';

const loaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('./search-modal.client', () => {
  loaded.count += 1;
  return {
    SearchModal: ({
      initialQuery,
      onClose,
    }: {
      initialQuery: string;
      onClose: (f: boolean) => void;
    }) => (
      <div role="dialog" aria-label="search">
        query:{initialQuery}
        <button onClick={() => onClose(true)}>close</button>
      </div>
    ),
  };
});

const placeholder = 'Search webpack documentation';

/** The header's server-rendered box with the launcher that attaches to it. */
function Search() {
  return (
    <>
      <SearchBox />
      <SearchLauncher />
    </>
  );
}

describe('SearchLauncher', () => {
  it('renders a plain input with the placeholder and loads nothing before intent', () => {
    render(<Search />);
    expect(screen.getByPlaceholderText(placeholder)).toHaveAttribute('type', 'search');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loaded.count).toBe(0);
    expect(screen.getByPlaceholderText(placeholder)).toHaveAttribute('data-shortcuts', 'ready');
  });

  it('opens with what a reader typed into the box before the launcher arrived', async () => {
    render(<SearchBox />);
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value: 'loader' } });
    render(<SearchLauncher />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:loader');
  });

  it('keeps the keys typed right after Ctrl+K, before the modal has loaded', async () => {
    render(<Search />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    for (const key of ['l', 'o', 'x', 'Backspace', 'a']) fireEvent.keyDown(document.body, { key });
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:loa');
  });

  it('opens on Ctrl+K, closes on Escape and gives focus back to the box', async () => {
    render(<Search />);
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(loaded.count).toBe(1);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByPlaceholderText(placeholder)).toHaveFocus();
  });

  it('opens on Cmd+K and on `/`, but not on `/` typed into a field', async () => {
    render(
      <>
        <Search />
        <textarea aria-label="notes" />
      </>,
    );
    fireEvent.keyDown(screen.getByLabelText('notes'), { key: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: '/' });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByText('close'));
    fireEvent.keyDown(window, { key: 'K', metaKey: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('carries what the reader typed into the box over to the search', async () => {
    render(<Search />);
    fireEvent.input(screen.getByPlaceholderText(placeholder), { target: { value: 'cach' } });
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:cach');
  });

  it('opens for a search asked for before it arrived (marked on <html> by the early script)', async () => {
    render(<SearchBox />);
    document.documentElement.setAttribute('data-search-requested', '');
    render(<SearchLauncher />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:');
    expect(document.documentElement).not.toHaveAttribute('data-search-requested');
  });

  it("opens from the phone header's search button, which names the search and shows the hint", async () => {
    render(<Search />);
    const button = screen.getByRole('button', { name: placeholder });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('[data-search-hint]')).toHaveTextContent('Ctrl K');
    fireEvent.click(button);
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:');
  });
});
