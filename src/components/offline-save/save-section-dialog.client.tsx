'use client';
import { useEffect, useRef } from 'react';
import { formatBytes, type SectionEntry } from '@/lib/offline/offline-sections';
import { SECTIONS } from '@/lib/site';
import { useSectionSave, type Estimate } from './use-section-save';
import styles from './save-section-dialog.module.css';

/**
 * The "Save for offline" dialog of one printable section: what it will store (the build's
 * section sizes and the browser's storage estimate), then Save with progress, Saved with
 * Remove, or a clear error. Loaded on the first click of a save control.
 */
export function SaveSectionDialog({
  section: id,
  onClose,
}: {
  section: string;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { section, state, estimate, step, save, remove } = useSectionSave(id);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const title = section?.title ?? SECTIONS.find((info) => info.id === id)?.title ?? id;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="save-section-title"
      data-save-dialog={id}
      onClose={onClose}
    >
      <h2 id="save-section-title" className={styles.title}>
        Save {title} for offline
      </h2>
      {step.kind === 'loading' ? <p>Checking what this device holds…</p> : null}
      {section ? (
        <SectionFacts section={section} estimate={estimate} warn={step.kind === 'ready'} />
      ) : null}
      {step.kind === 'saving' ? (
        <p role="status">
          <progress className={styles.progress} value={step.done} max={step.total} />
          Saving… {step.done} of {step.total} files
        </p>
      ) : null}
      {step.kind === 'saved' ? (
        <p role="status" className={styles.ok}>
          Saved: every {title} page opens without a network on this device.
        </p>
      ) : null}
      {step.kind === 'removed' ? <p role="status">Removed from this device.</p> : null}
      {step.kind === 'error' ? (
        <p role="alert" className={styles.error}>
          {step.message}
        </p>
      ) : null}
      {state && step.kind !== 'saving' && step.kind !== 'saved' && state.stored > 0 ? (
        <p className={styles.muted}>
          {state.stored} of {state.total} files are on this device already.
        </p>
      ) : null}
      <div className={styles.actions}>
        {section && (step.kind === 'ready' || step.kind === 'removed' || step.kind === 'error') ? (
          <button type="button" className={styles.primary} onClick={save}>
            {step.kind === 'error' ? 'Try again' : 'Save'}
          </button>
        ) : null}
        {section && step.kind === 'saved' ? (
          <button type="button" onClick={remove}>
            Remove
          </button>
        ) : null}
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}

/** What saving the section stores, what the site already uses, and a warning when it won't fit. */
function SectionFacts({
  section,
  estimate,
  warn,
}: {
  section: SectionEntry;
  estimate: Estimate | null;
  warn: boolean;
}) {
  const free = estimate ? Math.max(0, estimate.quota - estimate.usage) : null;
  return (
    <>
      <p data-section-bytes={section.bytes}>
        {section.pages} pages, <strong>{formatBytes(section.bytes)}</strong> of storage.
      </p>
      {estimate ? (
        <p className={styles.muted} data-storage-usage={estimate.usage}>
          This site uses {formatBytes(estimate.usage)} of the {formatBytes(estimate.quota)} this
          browser allows it.
        </p>
      ) : null}
      {free !== null && free < section.bytes && warn ? (
        <p className={styles.warning}>
          Only {formatBytes(free)} is free: saving will probably fail.
        </p>
      ) : null}
    </>
  );
}
