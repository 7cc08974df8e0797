import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextBuildEnv, STATIC_EXPORT_KEY } from './next-build-env.mjs';

/** The key Next's build derives its webpack cache version from, in a fresh process and .next. */
function buildKey(env) {
  const distDir = mkdtempSync(join(tmpdir(), 'next-key-'));
  try {
    const script = `require('next/dist/server/app-render/encryption-utils-server.js')
      .generateEncryptionKeyBase64({ isBuild: true, distDir: ${JSON.stringify(distDir)} })
      .then((key) => process.stdout.write(key));`;
    return execFileSync(process.execPath, ['-e', script], { env, encoding: 'utf8' });
  } finally {
    rmSync(distDir, { recursive: true, force: true });
  }
}

// The caller's environment without a key of its own.
const callerEnv = { ...process.env };
delete callerEnv.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;

describe('next build environment', () => {
  it('gives two builds from fresh checkouts the same key, so the compile cache stays valid', () => {
    const env = nextBuildEnv(callerEnv);
    expect(buildKey(env)).toBe(buildKey(env));
    expect(Buffer.from(STATIC_EXPORT_KEY, 'base64')).toHaveLength(32);
  });

  it('keeps a key the caller set', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(buildKey(nextBuildEnv({ ...callerEnv, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key }))).toBe(
      key,
    );
  });
});
