'use client';

/** "Print this page": opens the browser's print dialog (print CSS hides the chrome). */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      Print this page
    </button>
  );
}
