// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORTCUTS_TITLE } from '@/lib/site';
import { KeyboardShortcuts } from './keyboard-shortcuts.client';

/**
 * jsdom has no modal dialogs: these stand in for the browser's. As in Chromium, Escape fires a
 * cancelable `cancel`; unless it is prevented the dialog closes at once and its `close` event
 * follows in a later task.
 */
function pressEscapeOn(dialog: HTMLDialogElement) {
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (cancel.defaultPrevented) return;
  dialog.removeAttribute('open');
  setTimeout(() => dialog.dispatchEvent(new Event('close')));
}

const press = (key: string) => fireEvent.keyDown(window, { key });
const list = () => screen.queryByRole('dialog', { name: SHORTCUTS_TITLE });

describe('KeyboardShortcuts: the ? list', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterAll(() => {
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
    Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
  });
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens with ?, closes with ? again', () => {
    render(<KeyboardShortcuts />);
    press('?');
    expect(list()).not.toBeNull();
    press('?');
    expect(list()).toBeNull();
  });

  it('opens again on a ? pressed right after Escape closed it', async () => {
    render(<KeyboardShortcuts />);
    press('?');
    const dialog = list() as HTMLDialogElement;
    act(() => pressEscapeOn(dialog));
    expect(list()).toBeNull();
    // Before the browser's `close` event has run: the list must open, not toggle shut.
    press('?');
    await act(async () => vi.runAllTimers());
    expect(list()).not.toBeNull();
  });

  it('closes when the browser closes the dialog itself', async () => {
    render(<KeyboardShortcuts />);
    press('?');
    const dialog = list() as HTMLDialogElement;
    act(() => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    expect(list()).toBeNull();
    press('?');
    expect(list()).not.toBeNull();
  });
});
