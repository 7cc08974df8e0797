'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import {
  SEARCH_INPUT_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_PLACEHOLDER,
  SEARCH_READY_ATTRIBUTE,
  SEARCH_REQUESTED_ATTRIBUTE,
} from '@/lib/site/search';
import { LoadError } from '../runtime/load-error.client';
import type { SearchModalProps } from './search-modal.client';

let pending: Promise<ComponentType<SearchModalProps>> | undefined;

/** Loads DocSearch and the modal once; after a failed load the next intent tries again. */
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  pending ??= import('./search-modal.client').then(
    (module) => module.SearchModal,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Whether a key press lands where the reader is typing (so `/` is text, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName))
  );
}

/** Props of the launcher; the defaults are the header's search box. */
export interface SearchLauncherProps {
  inputId?: string;
  placeholder?: string;
}

/**
 * Search behaviour for the server-rendered box: a few listeners, loaded after hydration so
 * the box adds nothing to the first load. Focus or hover starts loading the modal; a click,
 * typing, Enter, Ctrl/Cmd+K, `/` or the phone's search button opens it, and so does a request
 * the inline early script kept from before this code arrived.
 */
export function SearchLauncher({
  inputId = SEARCH_INPUT_ID,
  placeholder = SEARCH_PLACEHOLDER,
}: SearchLauncherProps) {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  /** Why the modal's code or styles failed to load, while the reader waits for it. */
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const prepare = useCallback(() => {
    loadModal().then(
      (component) => {
        setFailure(null);
        setModal(() => component);
      },
      (error: unknown) => setFailure({ error }),
    );
  }, []);

  const show = useCallback(
    (query: string) => {
      // At once, not after the render: keys typed right after the shortcut must see it open.
      isOpen.current = true;
      setInitialQuery(query);
      setOpen(true);
      prepare();
    },
    [prepare],
  );

  const close = useCallback(
    (restoreFocus: boolean) => {
      isOpen.current = false;
      setOpen(false);
      setFailure(null);
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      if (!input) return;
      input.value = '';
      if (!restoreFocus) return;
      // Back where the search was opened from: the box, or the phone's search button.
      if (getComputedStyle(input).display !== 'none') input.focus();
      else document.querySelector<HTMLElement>(`[${SEARCH_OPEN_ATTRIBUTE}]`)?.focus();
    },
    [inputId],
  );

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
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        if (isOpen.current) close(true);
        else show('');
      } else if (event.key === '/' && !isTyping(event.target)) {
        event.preventDefault();
        show('');
      } else if (event.key === 'Escape' && isOpen.current) {
        close(true);
      } else if (isOpen.current && !isTyping(event.target)) {
        keepKeystroke(event);
      }
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
  }, [close, inputId, prepare, show]);

  if (open && Modal) {
    return <Modal initialQuery={initialQuery} placeholder={placeholder} onClose={close} />;
  }
  return open && failure ? (
    <LoadFailure error={failure.error} onRetry={prepare} onClose={() => close(true)} />
  ) : null;
}

/**
 * The search asked for could not load its code or styles (webpack's ChunkLoadError or
 * CSS_CHUNK_LOAD_FAILED, offline before the first search, say): the error state in a modal
 * dialog where the search would have opened, with Retry. Escape closes it.
 */
function LoadFailure({
  error,
  onRetry,
  onClose,
}: {
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-label="Search"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <LoadError error={error} retry={onRetry} retryInPlace>
        <p>Search could not load. Check the connection, then try again.</p>
      </LoadError>
    </dialog>
  );
}
