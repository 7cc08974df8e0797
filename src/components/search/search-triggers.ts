import { SEARCH_OPEN_ATTRIBUTE, SEARCH_REQUESTED_ATTRIBUTE } from '@/lib/site/search';

/** What the launcher does when a trigger fires. */
export interface SearchActions {
  /** Whether the search is open now (read at once, not after a render). */
  isOpen: () => boolean;
  /** Opens the search with a query. */
  show: (query: string) => void;
  /** Closes it; `restoreFocus` puts focus back where it was opened from. */
  close: (restoreFocus: boolean) => void;
  /** Starts loading the modal's code (an intent to search). */
  prepare: () => void;
  /** Changes the query the modal will open with (keys typed before its field exists). */
  editQuery: (edit: (query: string) => string) => void;
}

/** Removes the listeners that an attach function added. */
type Detach = () => void;

/** Whether a key press lands where the reader is typing (so `/` is text, not a shortcut). */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

/**
 * A key typed while the search is open but its field has no focus yet (the modal's code is
 * still loading, or it has just mounted): nothing is lost. A mounted field takes the focus, and
 * the key lands in it; before that, the key extends the initial query.
 */
function keepKeystroke(event: KeyboardEvent, actions: SearchActions) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const printable = event.key.length === 1;
  if (!printable && event.key !== 'Backspace') return;
  const field = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (field) {
    field.focus();
    return;
  }
  event.preventDefault();
  actions.editQuery((query) => (printable ? query + event.key : query.slice(0, -1)));
}

/** The page's shortcuts: Ctrl/Cmd+K toggles the search, `/` opens it, Escape closes it. */
export function attachShortcuts(actions: SearchActions): Detach {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
      event.preventDefault();
      if (actions.isOpen()) actions.close(true);
      else actions.show('');
    } else if (event.key === '/' && !isTyping(event.target)) {
      event.preventDefault();
      actions.show('');
    } else if (event.key === 'Escape' && actions.isOpen()) {
      actions.close(true);
    } else if (actions.isOpen() && !isTyping(event.target)) {
      keepKeystroke(event, actions);
    }
  }
  window.addEventListener('keydown', onKeyDown);
  return () => window.removeEventListener('keydown', onKeyDown);
}

/**
 * The phone header's search button (and any other marked opener): a click opens the search,
 * hover or focus starts loading it.
 */
export function attachOpeners(actions: SearchActions): Detach {
  const opener = `[${SEARCH_OPEN_ATTRIBUTE}]`;
  function onClick(event: MouseEvent) {
    if ((event.target as Element | null)?.closest?.(opener)) actions.show('');
  }
  function onIntent(event: Event) {
    if ((event.target as Element | null)?.closest?.(opener)) actions.prepare();
  }
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent);
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/**
 * The server-rendered box: focus or hover starts loading, a click, typing, Enter or ArrowDown
 * opens the search with what the box holds. A reader who got to the box (or pressed a search
 * key) before this code did carries on from where they are.
 */
export function attachBox(input: HTMLInputElement | null, actions: SearchActions): Detach {
  function onInputKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      actions.show(input!.value);
    }
  }
  const fromBox = () => actions.show(input!.value);
  const listeners = [
    ['focus', actions.prepare],
    ['pointerenter', actions.prepare],
    ['click', fromBox],
    ['input', fromBox],
    ['keydown', onInputKeyDown],
  ] as const;
  for (const [type, listener] of listeners) input?.addEventListener(type, listener as never);
  const root = document.documentElement;
  const requested = root.hasAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  root.removeAttribute(SEARCH_REQUESTED_ATTRIBUTE);
  if (input && (requested || input.value)) fromBox();
  else if (input && document.activeElement === input) actions.prepare();
  return () => {
    for (const [type, listener] of listeners) input?.removeEventListener(type, listener as never);
  };
}
