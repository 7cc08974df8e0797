import { hashRedirectTarget } from './hash-redirect';

describe('hashRedirectTarget', () => {
  it('moves #cache hashes of other-options to the cache page, keeping the hash', () => {
    expect(hashRedirectTarget('/configuration/other-options/', '#cache')).toBe(
      '/configuration/cache/#cache',
    );
    expect(hashRedirectTarget('/configuration/other-options/', '#cachetype')).toBe(
      '/configuration/cache/#cachetype',
    );
    expect(hashRedirectTarget('/configuration/other-options', '#cache-name')).toBe(
      '/configuration/cache/#cache-name',
    );
  });
  it('leaves other hashes and other pages alone', () => {
    expect(hashRedirectTarget('/configuration/other-options/', '#amd')).toBeNull();
    expect(hashRedirectTarget('/configuration/other-options/', '')).toBeNull();
    expect(hashRedirectTarget('/configuration/other-options/', '#Cache')).toBeNull();
    expect(hashRedirectTarget('/configuration/output/', '#cache')).toBeNull();
  });
});
