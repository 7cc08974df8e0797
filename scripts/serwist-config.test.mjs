import { describe, expect, it } from 'vitest';
import { precacheUrl } from './serwist.config.mjs';

describe('precacheUrl', () => {
  it('writes chunk paths the way pages request them, so the precache answers them', () => {
    expect(precacheUrl('_next/static/chunks/app/[...slug]/page-a417e203425a190c.js')).toBe(
      '/_next/static/chunks/app/%5B...slug%5D/page-a417e203425a190c.js',
    );
    expect(precacheUrl('_next/static/chunks/app/anchors/[file]/route-1.js')).toBe(
      '/_next/static/chunks/app/anchors/%5Bfile%5D/route-1.js',
    );
    expect(precacheUrl('_next/static/css/dcae664585906b3d.css')).toBe(
      '/_next/static/css/dcae664585906b3d.css',
    );
  });

  it('serves pages at their url, with the trailing slash', () => {
    expect(precacheUrl('offline/index.html')).toBe('/offline/');
    expect(precacheUrl('offline-pages/template.html')).toBe('/offline-pages/template.html');
    expect(precacheUrl('manifest.json')).toBe('/manifest.json');
  });
});
