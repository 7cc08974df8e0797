'use client';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { saveableSection } from '@/lib/offline/offline-sections';
import { OFFLINE_SAVE, SECTIONS } from '@/lib/site';
import styles from './offline-indicator.module.css';

// The dialog's code arrives on the first click of a save control, never before.
const SaveSectionDialog = lazy(() =>
  import('../offline-save/save-section-dialog.client').then((m) => ({
    default: m.SaveSectionDialog,
  })),
);

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A small badge shown while the network is away, offering the current section's "Save for
 * offline" dialog; it also opens that dialog for the sidebar's save controls (loaded at idle
 * time, so the controls cost the first load nothing).
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const section = saveableSection(usePathname());
  const [dialog, setDialog] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element | null)?.closest<HTMLElement>('[data-save-section]');
      const id = control?.dataset.saveSection;
      if (id) setDialog(id);
    };
    document.addEventListener('click', onClick);
    // Tests wait for this before clicking a save control.
    document.documentElement.setAttribute('data-save-offline', 'ready');
    return () => document.removeEventListener('click', onClick);
  }, []);

  const title = SECTIONS.find((info) => info.id === section)?.title;
  return (
    <>
      {online ? null : (
        <p role="status" className={styles.badge}>
          Offline: showing saved pages
          {section ? (
            <button
              type="button"
              className={`link-button ${styles.save}`}
              data-save-section={section}
              aria-haspopup="dialog"
            >
              {OFFLINE_SAVE.label}: {title}
            </button>
          ) : null}
        </p>
      )}
      {dialog ? (
        <Suspense fallback={null}>
          <SaveSectionDialog key={dialog} section={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
