/**
 * The state of the "Save for offline" dialog of one section: the build's entry for it, what
 * this device holds, the browser's storage estimate, and the step the dialog is at, with the
 * save and remove actions that move it on.
 */
import { useEffect, useState } from 'react';
import {
  readSectionState,
  removeSection,
  saveSection,
  SaveError,
  type SectionState,
} from '@/lib/offline/offline-save';
import {
  formatBytes,
  parseSectionManifest,
  type SectionEntry,
} from '@/lib/offline/offline-sections';
import { OFFLINE_SAVE } from '@/lib/site';

/** What the storage API says about this site's share of the disk. */
export interface Estimate {
  usage: number;
  quota: number;
}

export type Step =
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

/** Loads section `id` once, then saves or removes it on request. */
export function useSectionSave(id: string) {
  const [section, setSection] = useState<SectionEntry | null>(null);
  const [state, setState] = useState<SectionState | null>(null);
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'loading' });

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

  return { section, state, estimate, step, save, remove };
}
