'use client';

import { setSidebarOpen, useSidebarOpen } from './sidebar-store';
import styles from './sidebar-opener.module.css';

/** The header button that opens the mobile sidebar; hidden on wide screens and pages without one. */
export function SidebarOpener() {
  const open = useSidebarOpen();
  return (
    <button
      type="button"
      className={`icon-button ${styles.opener}`}
      aria-controls="sidebar"
      aria-expanded={open}
      data-sidebar-opener=""
      onClick={() => setSidebarOpen(true)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M4 6h16M4 12h16M4 18h16"
        />
      </svg>
      <span className="visually-hidden">Open navigation</span>
    </button>
  );
}
