import { describe, expect, it, vi } from 'vitest';
import { BUILTINS_FILE, writeExplainerData } from './explainer-data';

// Node promises no order for its list of built-ins; the committed file must not change with it.
vi.mock('node:module', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:module')>()),
  builtinModules: ['zlib', 'node:test', 'fs', 'assert'],
}));

describe('writeExplainerData', () => {
  it('writes the Node built-ins sorted, whatever order Node lists them in', () => {
    expect(writeExplainerData()[BUILTINS_FILE]).toBe('["assert","fs","node:test","zlib"]\n');
  });
});
