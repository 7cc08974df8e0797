'use client';

import { type KeyboardEvent, type ReactNode, useId, useSyncExternalStore } from 'react';
import styles from './walkthrough.module.css';

/** One tab: its label and its already rendered panel. */
export interface PackageTab {
  id: string;
  label: string;
  panel: ReactNode;
}

// One choice for the whole page: picking yarn in one step switches every step.
let chosen: string | null = null;
const listeners = new Set<() => void>();

function choose(id: string) {
  chosen = id;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tabs for package-manager variants of a command (WAI-ARIA tabs: arrow keys, Home, End). The
 * first tab is selected in the static HTML; a choice applies to every tab group on the page.
 */
export function PackageTabs({ tabs, label }: { tabs: PackageTab[]; label: string }) {
  const base = useId();
  const first = tabs[0]?.id ?? '';
  const current = useSyncExternalStore(
    subscribe,
    () => chosen ?? first,
    () => first,
  );
  const selected = tabs.some((tab) => tab.id === current) ? current : first;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    choose(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
