// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@/lib/content';
import { DocView } from './doc-view';

// The page body is compiled MDX evaluated at build time: stand in a plain body for it.
vi.mock('../mdx/mdx-content', () => ({
  MdxContent: ({ code }: { code: string }) => <p>{code}</p>,
}));
// Navigation comes from the generated corpus on disk: give the page two neighbours instead.
vi.mock('@/lib/content', () => ({
  sectionTitle: () => 'Loaders',
  sectionNav: () => [
    {
      pages: [
        { url: '/loaders/', title: 'Loaders', section: 'loaders', slug: 'index', anchors: [] },
        {
          url: '/loaders/babel-loader/',
          title: 'babel-loader',
          section: 'loaders',
          slug: 'babel-loader',
          anchors: [],
        },
        {
          url: '/loaders/css-loader/',
          title: 'css-loader',
          section: 'loaders',
          slug: 'css-loader',
          anchors: [],
        },
      ],
    },
  ],
  pageNeighbours: () => ({
    previous: { url: '/loaders/', title: 'Loaders' },
    next: { url: '/loaders/css-loader/', title: 'css-loader' },
  }),
}));
vi.mock('next/navigation', () => ({
  usePathname: () => '/loaders/babel-loader/',
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));

const page: Page = {
  title: 'babel-loader',
  url: '/loaders/babel-loader/',
  section: 'loaders',
  slug: 'babel-loader',
  name: 'babel-loader',
  path: 'loaders/babel-loader.mdx',
  extension: 'mdx',
  size: 1000,
  anchors: [],
  editUrl: 'https://github.com/webpack/webpack.js.org/edit/main/content/loaders/babel-loader.mdx',
  contributors: ['sokra', 'TheLarkInn'],
  related: [{ title: 'Babel docs', url: 'https://babeljs.io/docs/' }],
  repo: 'https://github.com/babel/babel-loader',
  thirdParty: true,
  code: 'The body of the babel-loader page.',
} as Page;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Asserts that `elements` appear in this order in the document. */
function expectInOrder(elements: Element[]) {
  for (let i = 1; i < elements.length; i += 1) {
    const position = elements[i - 1]!.compareDocumentPosition(elements[i]!);
    expect(
      position & Node.DOCUMENT_POSITION_FOLLOWING,
      `${elements[i - 1]!.textContent} before ${elements[i]!.textContent}`,
    ).toBeTruthy();
  }
}

describe('DocView', () => {
  it('shows title, disclaimer, body, Further Reading, actions, previous/next and contributors, in that order', async () => {
    render(<DocView page={page} />);
    const contributors = await screen.findByRole('heading', { name: '2 Contributors' });
    const title = screen.getByRole('heading', { level: 1, name: 'babel-loader' });
    const disclaimer = screen.getByText(/This page is about a package maintained outside webpack/);
    const body = screen.getByText('The body of the babel-loader page.');
    const further = screen.getByRole('heading', { level: 2, name: 'Further Reading' });
    const edit = screen.getByRole('link', { name: 'Edit this page' });
    const print = screen.getByRole('button', { name: 'Print this page' });
    const repository = screen.getByRole('link', { name: 'Jump to repository' });
    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    const previous = within(pager).getByRole('link', { name: /Previous/ });
    const next = within(pager).getByRole('link', { name: /Next/ });
    expectInOrder([
      title,
      disclaimer,
      body,
      further,
      edit,
      print,
      repository,
      previous,
      next,
      contributors,
    ]);

    expect(screen.getByRole('link', { name: 'Babel docs' })).toHaveAttribute(
      'href',
      'https://babeljs.io/docs/',
    );
    expect(edit).toHaveAttribute('href', page.editUrl);
    expect(repository).toHaveAttribute('href', 'https://github.com/babel/babel-loader');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(previous).toHaveAttribute('href', '/loaders/');
    expect(previous).toHaveTextContent('Loaders');
    expect(next).toHaveAttribute('rel', 'next');
    expect(next).toHaveAttribute('href', '/loaders/css-loader/');
    expect(next).toHaveTextContent('css-loader');
  });

  it('leaves out the disclaimer, Further Reading, repository link and contributors when the page has none', () => {
    const plain = { ...page, thirdParty: false, contributors: [] } as Page;
    delete plain.repo;
    delete plain.related;
    render(<DocView page={plain} />);
    expect(screen.getByRole('heading', { level: 1, name: 'babel-loader' })).toBeInTheDocument();
    expect(screen.queryByText(/maintained outside webpack/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Further Reading' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Jump to repository' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Contributors?$/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit this page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
  });

  it('"Print this page" prints', () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<DocView page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Print this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
