// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
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

describe('SearchLauncher', () => {
  it('renders a plain input with the placeholder and loads nothing before intent', () => {
    render(<SearchLauncher placeholder={placeholder} />);
    expect(screen.getByPlaceholderText(placeholder)).toHaveAttribute('type', 'search');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loaded.count).toBe(0);
  });

  it('opens on Ctrl+K, closes on Escape and gives focus back to the box', async () => {
    render(<SearchLauncher placeholder={placeholder} />);
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
        <SearchLauncher placeholder={placeholder} />
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
    render(<SearchLauncher placeholder={placeholder} />);
    fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value: 'cach' } });
    expect(await screen.findByRole('dialog')).toHaveTextContent('query:cach');
  });
});
