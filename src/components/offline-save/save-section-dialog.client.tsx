'use client';
import { useEffect, useRef, useState } from 'react';
import {
  readSectionState,
  removeSection,
  saveSection,
  SaveError,
  type SectionState,
} from '@/lib/offline-save';
import { formatBytes, parseSectionManifest, type SectionEntry } from '@/lib/offline-sections';
import { OFFLINE_SAVE, SECTIONS } from '@/lib/site';
import styles from './save-section-dialog.module.css';

/** What the storage API says about this site's share of the disk. */
interface Estimate {
  usage: number;
  quota: number;
}

type Step =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved' }
  | { kind: 'removed' }
  | { kind: 'error'; message: string };

/** The worker's caches and this origin: where saved sections live. */
const deps = () => ({ caches: window.caches, origin: window.location.origin });

async function loadSection(id: string): Promise<SectionEntry | undefined> {
  const response = await fetch(OFFLINE_SAVE.manifestUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseSectionManifest(await response.json()).sections.find((entry) => entry.id === id);
}

async function storageEstimate(): Promise<Estimate | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  return estimate?.quota ? { usage: estimate.usage ?? 0, quota: estimate.quota } : null;
}

/** The message of a failed save, saying what happened and what to do. */
function saveErrorMessage(error: unknown, section: SectionEntry): string {
  const kind = error instanceof SaveError ? error.kind : 'network';
  const progress =
    error instanceof SaveError && error.done > 0
      ? ` ${error.done} of ${error.total} files were stored.`
      : '';
  if (kind === 'offline') {
    return `You are offline, so ${section.title} cannot be saved now.${progress} Connect to the network and try again.`;
  }
  if (kind === 'quota') {
    return `This browser has no room left to store ${section.title} (${formatBytes(section.bytes)}).${progress} Free some space or remove another saved section, then try again.`;
  }
  return `Some pages of ${section.title} could not be downloaded.${progress} Try again.`;
}

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
  const [section, setSection] = useState<SectionEntry | null>(null);
  const [state, setState] = useState<SectionState | null>(null);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const entry = await loadSection(id);
        if (!live) return;
        if (!entry || !('caches' in window)) {
          setStep({
            kind: 'error',
            message: 'This browser cannot save pages for offline reading.',
          });
          return;
        }
        const [current, storage] = await Promise.all([
          readSectionState(entry, deps()),
          storageEstimate(),
        ]);
        if (!live) return;
        setSection(entry);
        setState(current);
        setEstimate(storage);
        setStep({ kind: current.saved ? 'saved' : 'ready' });
      } catch {
        if (live) {
          setStep({
            kind: 'error',
            message: navigator.onLine
              ? 'The list of pages to save could not be loaded. Try again later.'
              : 'You are offline and the list of pages to save is not on this device yet. Connect to the network and try again.',
          });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [id]);

  const refresh = async (entry: SectionEntry) => {
    const [current, storage] = await Promise.all([
      readSectionState(entry, deps()),
      storageEstimate(),
    ]);
    setState(current);
    setEstimate(storage);
  };

  const save = async () => {
    if (!section) return;
    setStep({ kind: 'saving', done: 0, total: section.files.length });
    // Ask the browser not to evict what the reader chose to keep; a refusal changes nothing.
    void navigator.storage?.persist?.().catch(() => false);
    try {
      await saveSection(section, {
        ...deps(),
        concurrency: OFFLINE_SAVE.concurrency,
        online: () => navigator.onLine,
        onProgress: (done, total) => setStep({ kind: 'saving', done, total }),
      });
      setStep({ kind: 'saved' });
    } catch (error) {
      setStep({ kind: 'error', message: saveErrorMessage(error, section) });
    }
    await refresh(section).catch(() => undefined);
  };

  const remove = async () => {
    if (!section) return;
    await removeSection(section, deps());
    setStep({ kind: 'removed' });
    await refresh(section).catch(() => undefined);
  };

  const free = estimate ? Math.max(0, estimate.quota - estimate.usage) : null;
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
          {free !== null && free < section.bytes && step.kind === 'ready' ? (
            <p className={styles.warning}>
              Only {formatBytes(free)} is free: saving will probably fail.
            </p>
          ) : null}
        </>
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
