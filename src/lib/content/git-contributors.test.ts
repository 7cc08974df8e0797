import { describe, expect, it } from 'vitest';
import { handlesFromEmails, pageContributors } from './git-contributors';

describe('handlesFromEmails', () => {
  it('reads handles from GitHub noreply addresses, with or without the numeric prefix', () => {
    expect(
      handlesFromEmails(
        ['12345+sokra@users.noreply.github.com', 'TheLarkInn@users.noreply.github.com'],
        {},
      ),
    ).toEqual(['sokra', 'thelarkinn']);
  });

  it('takes a handle only from a whole noreply address, never from one that merely contains it', () => {
    expect(
      handlesFromEmails(
        ['sokra@users.noreply.github.com.example.org', 'x@evenstensberg@users.noreply.github.com'],
        {},
      ),
    ).toEqual([]);
  });

  it('ignores spaces around an email, as a hand-edited log may carry', () => {
    expect(
      handlesFromEmails([' 1+sokra@users.noreply.github.com ', ' writer@example.org\n'], {
        'writer@example.org': 'snitin315',
      }),
    ).toEqual(['sokra', 'snitin315']);
  });

  it('uses the repository map for other emails and never guesses', () => {
    expect(
      handlesFromEmails(['Someone@Example.org', 'unknown@example.org', 'docs@webpack.invalid'], {
        'someone@example.org': 'alexander-akait',
      }),
    ).toEqual(['alexander-akait']);
  });

  it('drops values that are not valid handles', () => {
    expect(handlesFromEmails(['x@example.org'], { 'x@example.org': 'not a handle' })).toEqual([]);
  });
});

describe('pageContributors', () => {
  it('puts frontmatter handles first, then git authors, once each, never an excluded handle', () => {
    expect(
      pageContributors(
        ['sokra', 'grrizzly'],
        [
          'SOKRA@users.noreply.github.com',
          '99+alexander-akait@users.noreply.github.com',
          'maxloh@users.noreply.github.com',
          'writer@example.org',
          'stranger@example.org',
        ],
        { 'writer@example.org': 'snitin315' },
      ),
    ).toEqual(['sokra', 'alexander-akait', 'snitin315']);
  });

  it('is empty for a page with no handles and no known authors, which hides the grid', () => {
    expect(pageContributors(undefined, ['docs@webpack.invalid'], {})).toEqual([]);
  });
});
