import { isLoadError, loadErrorKind } from './load-error';

/** Errors built the way webpack 5's runtime builds them. */
function chunkLoadError(id: string) {
  const request = `/_next/static/chunks/${id}.js`;
  const error = new Error(`Loading chunk ${id} failed.\n(error: ${request})`) as Error & {
    type?: string;
    request?: string;
  };
  error.name = 'ChunkLoadError';
  error.type = 'error';
  error.request = request;
  return error;
}
function cssChunkLoadError(id: string) {
  const error = new Error(
    `Loading CSS chunk ${id} failed.\n(/_next/static/css/${id}.css)`,
  ) as Error & {
    code?: string;
  };
  error.code = 'CSS_CHUNK_LOAD_FAILED';
  return error;
}

describe('loadErrorKind', () => {
  it("recognises webpack's ChunkLoadError", () => {
    expect(loadErrorKind(chunkLoadError('730'))).toBe('chunk');
  });
  it('recognises a failed script chunk by its message alone', () => {
    expect(loadErrorKind(new Error('Loading chunk app/page failed.'))).toBe('chunk');
  });
  it('recognises CSS_CHUNK_LOAD_FAILED by code and by message', () => {
    expect(loadErrorKind(cssChunkLoadError('42'))).toBe('css');
    expect(loadErrorKind(new Error('Loading CSS chunk 42 failed.'))).toBe('css');
  });
  it('calls anything else other, and never throws on odd input', () => {
    for (const value of [new Error('boom'), new TypeError('x'), null, undefined, 'text', 42, {}]) {
      expect(loadErrorKind(value)).toBe('other');
    }
  });
  it('isLoadError is true only for chunk and css failures', () => {
    expect(isLoadError(chunkLoadError('1'))).toBe(true);
    expect(isLoadError(cssChunkLoadError('1'))).toBe(true);
    expect(isLoadError(new Error('Cannot find module'))).toBe(false);
  });
});
