'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import {
  SEARCH_INPUT_ID,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_PLACEHOLDER,
  SEARCH_READY_ATTRIBUTE,
} from '@/lib/site/search';
import { LoadError } from '../runtime/load-error.client';
import type { SearchModalProps } from './search-modal.client';
import { attachBox, attachOpeners, attachShortcuts, type SearchActions } from './search-triggers';

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

/** Props of the launcher; the defaults are the header's search box. */
export interface SearchLauncherProps {
  inputId?: string;
  placeholder?: string;
}

/**
 * Search behaviour for the server-rendered box: a few listeners, loaded after hydration so
 * the box adds nothing to the first load. Focus or hover starts loading the modal; a click,
 * typing, Enter, Ctrl/Cmd+K, `/` or the phone's search button opens it, and so does a request
 * the inline early script kept from before this code arrived (the triggers live in
 * search-triggers.ts).
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
    const actions: SearchActions = {
      isOpen: () => isOpen.current,
      show,
      close,
      prepare,
      editQuery: setInitialQuery,
    };
    const detach = [attachShortcuts(actions), attachOpeners(actions), attachBox(input, actions)];
    // Marks the moment the shortcuts work (the early script then stands aside), so tests and
    // tools need not guess at hydration.
    input?.setAttribute(SEARCH_READY_ATTRIBUTE, 'ready');
    return () => {
      for (const remove of detach) remove();
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
