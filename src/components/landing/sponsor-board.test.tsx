// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '@/data/fixtures/sponsors.json';
import { SPONSORS } from '@/lib/site';
import { SponsorBoard } from './sponsor-board.client';
import { rankSponsors } from './sponsor-ranks';
import { Sponsors } from './sponsors';

const NOW = new Date('2026-01-31T00:00:00.000Z');
const ranking = {
  monthly: rankSponsors(fixture.sponsors, 'monthly', NOW),
  total: rankSponsors(fixture.sponsors, 'total', NOW),
};
const linkNames = () => screen.queryAllByRole('img').map((image) => image.getAttribute('alt'));

describe('SponsorBoard', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders nothing when local storage is unavailable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const { container } = render(<SponsorBoard ranking={ranking} random={() => 0} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('starts on monthly when the random draw is under 0.33', () => {
    render(<SponsorBoard ranking={ranking} random={() => 0.1} />);
    expect(screen.getByRole('checkbox', { name: 'Rank by monthly donations' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Gold monthly sponsors' })).toBeInTheDocument();
  });

  it('starts on total otherwise, and the checkbox switches the list', () => {
    render(<SponsorBoard ranking={ranking} random={() => 0.5} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Rank by monthly donations' });
    expect(checkbox).not.toBeChecked();
    expect(screen.getByText('Ranked by total donations.')).toBeInTheDocument();
    expect(linkNames()).toEqual([
      'Fixture Newcomer',
      'Fixture Total Platinum',
      'Fixture Monthly Gold',
      'Fixture Newcomer',
    ]);

    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(screen.getByText('Ranked by monthly donations.')).toBeInTheDocument();
    expect(linkNames()).toEqual(['Fixture Newcomer', 'Fixture Monthly Gold', 'Fixture Newcomer']);

    fireEvent.click(checkbox);
    expect(linkNames()).toContain('Fixture Total Platinum');
  });

  it('shows every tier with its rule, and a line for empty ones, when there is no data', () => {
    const empty = {
      monthly: rankSponsors([], 'monthly', NOW),
      total: rankSponsors([], 'total', NOW),
    };
    render(<SponsorBoard ranking={empty} random={() => 0.9} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Latest sponsors',
      'Platinum sponsors',
      'Gold sponsors',
      'Silver sponsors',
      'Bronze sponsors',
      'Backers',
    ]);
    expect(screen.getAllByText('No one here yet.')).toHaveLength(6);
    expect(screen.getByText('$50,000 or more in total.')).toBeInTheDocument();
  });

  it('lazy-loads avatars and falls back to the site icon when one fails or is missing', () => {
    render(<SponsorBoard ranking={ranking} random={() => 0.9} />);
    const platinum = screen.getByRole('img', { name: 'Fixture Total Platinum' });
    expect(platinum).toHaveAttribute('loading', 'lazy');
    expect(platinum).toHaveAttribute('src', 'https://images.example/total-platinum.png');
    fireEvent.error(platinum);
    expect(platinum.getAttribute('src')).toBe(SPONSORS.fallbackAvatar);
    expect(screen.getByRole('img', { name: 'Fixture Monthly Gold' })).toHaveAttribute(
      'src',
      SPONSORS.fallbackAvatar,
    );
    expect(platinum.closest('a')).toHaveAttribute('href', 'https://total-platinum.example');
  });
});

describe('Sponsors section', () => {
  it('without sponsor data shows one line with the Become a sponsor link, not empty tiers', () => {
    const { container } = render(<Sponsors sponsors={[]} now={NOW} />);
    const link = screen.getByRole('link', { name: 'Become a sponsor' });
    expect(link).toHaveAttribute('href', SPONSORS.url);
    const line = link.closest('p')!;
    expect(line).toHaveTextContent(
      'The list of sponsors is on webpack’s Open Collective page. Become a sponsor',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.queryByText('No one here yet.')).toBeNull();
    expect(container.querySelectorAll('section section')).toHaveLength(0);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('with sponsor data shows the ranked board and the link', () => {
    render(<Sponsors sponsors={fixture.sponsors} now={NOW} />);
    expect(screen.getByRole('checkbox', { name: 'Rank by monthly donations' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      SPONSORS.url,
    );
    expect(screen.queryByText(/The list of sponsors is on/)).toBeNull();
  });

  it('always offers the Become a sponsor link to the Open Collective page', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    render(<Sponsors sponsors={[]} now={NOW} />);
    expect(screen.getByRole('link', { name: 'Become a sponsor' })).toHaveAttribute(
      'href',
      'https://opencollective.com/webpack',
    );
    expect(screen.getByRole('heading', { name: 'Sponsors' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
