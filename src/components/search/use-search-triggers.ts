/**
 * What opens the search, wired to the server-rendered box and the page: Ctrl/Cmd+K and `/`,
 * Escape, keys typed before the modal's field exists, the box's focus, hover, click, typing
 * and Enter, the phone's search button, and a request the inline early script kept from
 * before this code arrived.
 */
import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import {
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_READY_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
} from '@/lib/site/search';

/** Whether a key press lands where the reader is typing (so `/` is text, not a shortcut). */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

/**
 * What a key press anywhere on the page does to the search: Ctrl/Cmd+K toggles it, `/` opens
 * it (unless the reader is typing), Escape closes it, and while it is open other keys are kept
 * for its field.
 */
export function searchKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'target'>,
  open: boolean,
): 'toggle' | 'open' | 'close' | 'keep' | undefined {
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
    return 'toggle';
  }
  if (event.key === '/' && !isTyping(event.target)) return 'open';
  if (event.key === 'Escape' && open) return 'close';
  if (open && !isTyping(event.target)) return 'keep';
  return undefined;
}

/** The launcher's state and actions the triggers drive. */
export interface SearchTriggers {
  inputId: string;
  /** Whether the search is open, updated at once (not after the render). */
  isOpen: RefObject<boolean>;
  show: (query: string) => void;
  close: (restoreFocus: boolean) => void;
  prepare: () => void;
  setInitialQuery: Dispatch<SetStateAction<string>>;
}

/** Listens for every way of opening or closing the search while the launcher is mounted. */
export function useSearchTriggers({
  inputId,
  isOpen,
  show,
  close,
  prepare,
  setInitialQuery,
}: SearchTriggers) {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    /**
     * A key typed while the search is open but its field has no focus yet (the modal's code
     * is still loading, or it has just mounted): nothing is lost. A mounted field takes the
     * focus, and the key lands in it; before that, the key extends the initial query.
     */
    function keepKeystroke(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const printable = event.key.length === 1;
      if (!printable && event.key !== 'Backspace') return;
      const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (field) {
        field.focus();
        return;
      }
      event.preventDefault();
      setInitialQuery((query) => (printable ? query + event.key : query.slice(0, -1)));
    }
    function onKeyDown(event: KeyboardEvent) {
      const action = searchKeyAction(event, isOpen.current ?? false);
      if (action === 'toggle' || action === 'open') event.preventDefault();
      if (action === 'open' || (action === 'toggle' && !isOpen.current)) show('');
      else if (action === 'close' || action === 'toggle') close(true);
      else if (action === 'keep') keepKeystroke(event);
    }
    function onInputKeyDown(event: KeyboardEvent) {
      if (event.key === 'Enter' || event.key === 'ArrowDown') {
        event.preventDefault();
        show(input!.value);
      }
    }
    const fromBox = () => show(input!.value);
    // The phone header's search button (and any other marked opener).
    const opener = `[${SEARCH_OPEN_ATTRIBUTE}]`;
    function onClick(event: MouseEvent) {
      if ((event.target as Element | null)?.closest?.(opener)) show('');
    }
    function onIntent(event: Event) {
      if ((event.target as Element | null)?.closest?.(opener)) prepare();
    }
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent);
    document.addEventListener('focusin', onIntent);
    const listeners = [
      ['focus', prepare],
      ['pointerenter', prepare],
      ['click', fromBox],
      ['input', fromBox],
      ['keydown', onInputKeyDown],
    ] as const;
    for (const [type, listener] of listeners) input?.addEventListener(type, listener as never);
    // A reader who got to the box (or pressed a search key) before this code did: carry on
    // from where they are.
    const root = document.documentElement;
    const requested = root.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
    if (input && (requested || input.value)) fromBox();
    else if (input && document.activeElement === input) prepare();
    // Marks the moment the shortcuts work (the early script then stands aside), so tests and
    // tools need not guess at hydration.
    input?.setAttribute(SEARCH_READY_ATTRIBUTE, 'ready');
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      for (const [type, listener] of listeners) input?.removeEventListener(type, listener as never);
    };
  }, [close, inputId, isOpen, prepare, setInitialQuery, show]);
}
