import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { gitAuthorEmails, handlesFromEmails } from './git-contributors';

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

describe('gitAuthorEmails', () => {
  it('lists the author emails of a tracked file', () => {
    const tracked = execFileSync('git', ['ls-files', 'package.json'], { encoding: 'utf8' }).trim();
    const emails = gitAuthorEmails('package.json');
    if (tracked) expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.includes('@'))).toBe(true);
  });

  it('returns an empty list for a file git does not know', () => {
    expect(gitAuthorEmails('content/does-not-exist.mdx')).toEqual([]);
  });
});
