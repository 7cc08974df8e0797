import { describe, expect, it } from 'vitest';
import { handlesFromEmails } from './git-contributors';

describe('handlesFromEmails', () => {
  it('reads handles from GitHub noreply addresses, with or without the numeric prefix', () => {
    expect(
      handlesFromEmails(
        ['12345+sokra@users.noreply.github.com', 'TheLarkInn@users.noreply.github.com'],
        {},
      ),
    ).toEqual(['sokra', 'thelarkinn']);
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
