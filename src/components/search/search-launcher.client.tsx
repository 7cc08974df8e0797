'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
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

/** Props of the launcher. */
export interface SearchLauncherProps {
  /** Placeholder of the input, also its accessible name. */
  placeholder: string;
  inputClassName?: string;
}

/**
 * The only search code on first load: a plain input and a key listener. Focus or hover
 * starts loading the modal; a click, typing, Enter, Ctrl/Cmd+K or `/` opens it.
 */
export function SearchLauncher({ placeholder, inputClassName }: SearchLauncherProps) {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  const prepare = useCallback(() => {
    loadModal().then(
      (component) => setModal(() => component),
      () => setOpen(false),
    );
  }, []);

  const show = useCallback(
    (query: string) => {
      setInitialQuery(query);
      setOpen(true);
      prepare();
    },
    [prepare],
  );

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (input.current) input.current.value = '';
    if (restoreFocus) input.current?.focus();
  }, []);

  useEffect(() => {
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
      }
    }
    window.addEventListener('keydown', onKeyDown);
    // Marks the moment the shortcuts work, so tests (and tools) need not guess at hydration.
    input.current?.setAttribute('data-shortcuts', 'ready');
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [close, prepare, show]);

  return (
    <>
      <input
        ref={input}
        type="search"
        className={inputClassName}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onFocus={prepare}
        onPointerEnter={prepare}
        onClick={(event) => show(event.currentTarget.value)}
        onChange={(event) => show(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault();
            show(event.currentTarget.value);
          }
        }}
      />
      {open && Modal ? (
        <Modal initialQuery={initialQuery} placeholder={placeholder} onClose={close} />
      ) : null}
    </>
  );
}
