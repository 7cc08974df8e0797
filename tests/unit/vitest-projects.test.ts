import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsIsolation, splitTestFiles } from '../vitest-projects';

describe('needsIsolation', () => {
  it.each([
    ['a DOM environment', '// @vitest-environment jsdom\nit("x", () => {});'],
    ['a module mock', "vi.mock('@/lib/site', () => ({}));"],
    ['a late module mock', "vi.doMock('./x');"],
    ['a stubbed global', "vi.stubGlobal('fetch', fake);"],
    ['a stubbed variable', "vi.stubEnv('NODE_ENV', 'development');"],
    ['a module reset', 'beforeEach(() => vi.resetModules());'],
    ['Testing Library', "import { render } from '@testing-library/react';"],
    ["Next's build internals", "import loadConfig from 'next/dist/server/config.js';"],
  ])('is true for a file with %s', (_, source) => {
    expect(needsIsolation(source)).toBe(true);
  });

  it('is false for a file that only imports and asserts', () => {
    expect(
      needsIsolation(
        "import { slug } from './paths';\nit('x', () => expect(vi.fn()).toBeTruthy());",
      ),
    ).toBe(false);
  });
});

describe('splitTestFiles on this repository', () => {
  const root = join(__dirname, '../..');
  const { isolated, shared } = splitTestFiles(root, ['src', 'scripts', 'tests/unit']);

  it('finds every test file once', () => {
    expect(new Set([...isolated, ...shared]).size).toBe(isolated.length + shared.length);
    expect(shared).toContain('scripts/steps.test.mjs');
    expect(shared.length).toBeGreaterThan(50);
  });

  // The files that failed when the whole suite ran without isolation (vitest --no-isolate).
  it.each([
    'src/components/banner/notification-banner.test.tsx',
    'src/components/header/language-menu.test.tsx',
    'src/components/header/top-nav.test.tsx',
    'src/components/page/doc-view.test.tsx',
    'src/components/runtime/load-error.test.tsx',
    'src/components/search/search-launcher.test.tsx',
    'src/components/sidebar/mobile-sidebar.test.tsx',
    'src/components/theme/theme-toggle.test.tsx',
  ])('isolates %s, which fails when it shares modules', (file) => {
    expect(isolated).toContain(file);
  });
});
