// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PackageTabs } from './package-tabs.client';

const tabs = (prefix: string) =>
  ['npm', 'yarn', 'pnpm'].map((id) => ({ id, label: id, panel: <code>{`${prefix} ${id}`}</code> }));

function renderTwoGroups() {
  return render(
    <>
      <div data-testid="install">
        <PackageTabs label="Install: package manager" tabs={tabs('install with')} />
      </div>
      <div data-testid="build">
        <PackageTabs label="Build: package manager" tabs={tabs('build with')} />
      </div>
    </>,
  );
}

const visiblePanel = (group: string) =>
  within(screen.getByTestId(group))
    .getAllByRole('tabpanel', { hidden: true })
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent);

describe('PackageTabs', () => {
  it('selects the first tab initially and links tabs to panels', () => {
    renderTwoGroups();
    const install = within(screen.getByTestId('install'));
    const npm = install.getByRole('tab', { name: 'npm' });
    expect(npm).toHaveAttribute('aria-selected', 'true');
    expect(install.getByRole('tab', { name: 'yarn' })).toHaveAttribute('tabindex', '-1');
    expect(visiblePanel('install')).toEqual(['install with npm']);
    const panel = document.getElementById(npm.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('aria-labelledby', npm.id);
  });

  it('switches on click, and the choice applies to every group on the page', () => {
    renderTwoGroups();
    fireEvent.click(within(screen.getByTestId('install')).getByRole('tab', { name: 'yarn' }));
    expect(visiblePanel('install')).toEqual(['install with yarn']);
    expect(visiblePanel('build')).toEqual(['build with yarn']);
  });

  it('moves with the arrow keys, Home and End, wrapping around', () => {
    renderTwoGroups();
    const install = within(screen.getByTestId('install'));
    const list = install.getByRole('tablist');
    act(() => install.getByRole('tab', { name: 'npm' }).focus());
    fireEvent.keyDown(list, { key: 'End' });
    expect(visiblePanel('install')).toEqual(['install with pnpm']);
    expect(install.getByRole('tab', { name: 'pnpm' })).toHaveFocus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(visiblePanel('install')).toEqual(['install with npm']);
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(visiblePanel('install')).toEqual(['install with pnpm']);
    fireEvent.keyDown(list, { key: 'Home' });
    expect(visiblePanel('install')).toEqual(['install with npm']);
  });
});
