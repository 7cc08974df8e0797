// The dev-server pages describe webpack-dev-server 6 as current, with 5.x notes (issue 21).
// webpack-dev-server 6 needs Node.js 22.15 or newer, and this project (and its CI) runs on
// Node.js 20, so 6 cannot run here: the pinned devDependency stays on 5.2.7, and the 6.x facts
// are checked against a fixture of the published 6.1.0 package instead of an installed copy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/content-checks';

const require = createRequire(import.meta.url);
const six = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'tests/fixtures/releases/webpack-dev-server-6.1.0.json'), 'utf8'),
) as {
  engines: { node: string };
  peerDependencies: { webpack: string };
  enums: Record<'server' | 'webSocketServer' | 'clientWebSocketTransport', string[]>;
};
const five = require('webpack-dev-server/package.json') as { version: string; engines: { node: string } };
const fiveSchema = require('webpack-dev-server/lib/options.json') as {
  definitions: Record<string, { enum?: string[] }>;
};
const page = (file: string) => readFileSync(join(PROJECT_ROOT, 'content', file), 'utf8');
const minimum = (range: string) => /(\d+\.\d+\.\d+)/.exec(range)![1]!;
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('webpack-dev-server versions', () => {
  it('6 cannot run on this Node.js, so the pin stays on 5.x', () => {
    expect(major(process.version)).toBeLessThan(major(minimum(six.engines.node)));
    expect(five.version).toMatch(/^5\./);
  });

  it.each(['configuration/dev-server.mdx', 'migrate/webpack-dev-server-6.mdx'])(
    '%s states the Node.js and webpack minimums of 6',
    (file) => {
      const text = page(file);
      expect(text).toContain(minimum(six.engines.node).replace(/\.0$/, ''));
      expect(text).toContain(minimum(six.peerDependencies.webpack).replace(/\.0$/, ''));
    },
  );

  it('the configuration page types list the values of 6, and 5.x-only values only in a 5.x note', () => {
    const text = page('configuration/dev-server.mdx');
    for (const value of [...six.enums.server, ...six.enums.webSocketServer]) {
      expect(text).toContain(`'${value}'`);
    }
    const fiveOnly = [
      ...(fiveSchema.definitions.ServerType!.enum ?? []),
      ...(fiveSchema.definitions.WebSocketServerType!.enum ?? []),
    ].filter((value) => ![...six.enums.server, ...six.enums.webSocketServer].includes(value));
    expect(fiveOnly.sort()).toEqual(['sockjs', 'spdy']);
    for (const value of fiveOnly) {
      const lines = text.split('\n').filter((line) => line.includes(`'${value}'`));
      expect(lines.length, value).toBeGreaterThan(0);
      for (const line of lines) expect(line, `${value} outside a 5.x note`).toMatch(/\*\*5\.x\*\*/);
    }
  });
});
