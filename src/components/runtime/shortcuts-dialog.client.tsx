'use client';

import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { SHORTCUTS, SHORTCUTS_TITLE } from '@/lib/site';
import styles from './shortcuts-dialog.module.css';

/**
 * The `?` overlay: a modal dialog listing the shortcuts. Focus moves into it; Escape, the
 * close button or a click on the backdrop close it, and focus returns where it was.
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const previous = document.activeElement as HTMLElement | null;
    element?.showModal();
    return () => {
      element?.close();
      previous?.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="shortcuts-title"
      // Escape closes through React at once. Left to the browser, the dialog would close first
      // and tell React only in a later task: a `?` pressed in between toggled the stale state
      // and left the list shut.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id="shortcuts-title" className={styles.title}>
          {SHORTCUTS_TITLE}
        </h2>
        <button type="button" className={`icon-button ${styles.close}`} onClick={onClose} autoFocus>
          <CloseIcon />
          <span className="visually-hidden">Close</span>
        </button>
      </div>
      <dl className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className={styles.row}>
            <dt className={styles.keys}>
              {shortcut.keys.map((combo, index) => (
                <span key={combo.join('+')}>
                  {index > 0 ? <span className={styles.or}> or </span> : null}
                  {combo.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? '+' : null}
                      <kbd className={styles.kbd}>{key}</kbd>
                    </span>
                  ))}
                </span>
              ))}
            </dt>
            <dd className={styles.label}>{shortcut.label}</dd>
          </div>
        ))}
      </dl>
    </dialog>
  );
}
