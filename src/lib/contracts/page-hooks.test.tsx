// @vitest-environment jsdom
// The client components that render the reading copies' hooks keep them as literals: importing
// the constants would add a module to the first-load JavaScript, which sits at its budget. This
// test holds them to the constants that scripts/reading-copies.mjs and the worker import.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileSidebar } from '@/components/sidebar/mobile-sidebar.client';
import { SidebarOpener } from '@/components/sidebar/sidebar-opener.client';
import {
  ANCHORS_ID_PREFIX,
  READING_COPY_ATTRIBUTE,
  SIDEBAR_ID,
  TOC_LABEL,
  anchorsListId,
} from './page-hooks';
import { readFileSync } from 'node:fs';

vi.mock('next/navigation', () => ({ usePathname: () => '/concepts/' }));

describe('the HTML hooks the reading copies find', () => {
  it('the sidebar panel and its opener use SIDEBAR_ID', () => {
    const { container } = render(
      <>
        <SidebarOpener />
        <MobileSidebar>
          <nav />
        </MobileSidebar>
      </>,
    );
    expect(container.querySelector(`#${SIDEBAR_ID} > nav`)).not.toBeNull();
    expect(container.querySelector('[data-sidebar-opener]')?.getAttribute('aria-controls')).toBe(
      SIDEBAR_ID,
    );
  });

  it('the sidebar item and the table of contents render the same ids and label', () => {
    const item = readFileSync('src/components/sidebar/sidebar-item.client.tsx', 'utf8');
    expect(item).toContain(`\`${ANCHORS_ID_PREFIX}\${url.replace(/[^a-z0-9]+/gi, '-')}\``);
    expect(anchorsListId('/concepts/entry-points/')).toBe(
      `${ANCHORS_ID_PREFIX}-concepts-entry-points-`,
    );
    // A run of other characters is one dash, as in the sidebar item's literal.
    expect(anchorsListId('/api/__webpack_public_path__/')).toBe(
      `${ANCHORS_ID_PREFIX}-api-webpack-public-path-`,
    );
    const toc = readFileSync('src/components/page/toc.client.tsx', 'utf8');
    expect(toc).toContain(`aria-label="${TOC_LABEL}"`);
  });

  it('the stylesheet hides app-only controls under the reading-copy attribute', () => {
    expect(readFileSync('src/app/globals.css', 'utf8')).toContain(
      `html[${READING_COPY_ATTRIBUTE}] :is(button, select, [role='search'])`,
    );
  });
});
