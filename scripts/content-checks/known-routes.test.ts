import { describe, expect, it } from 'vitest';
import { knownRoutes } from './known-routes';
import { PROJECT_ROOT } from './webpack-configs';

describe('knownRoutes', () => {
  it('lists the home page, printable pages, static app routes and public files', () => {
    const routes = knownRoutes(PROJECT_ROOT);
    for (const page of ['/', '/configuration/printable/', '/plugins/printable/', '/app-shell/']) {
      expect(routes.pages).toContain(page);
    }
    for (const file of ['/favicon.svg', '/manifest.json', '/robots.txt', '/sitemap.xml']) {
      expect(routes.files).toContain(file);
    }
    expect(routes.pages).not.toContain('/blog/printable/');
  });
});
