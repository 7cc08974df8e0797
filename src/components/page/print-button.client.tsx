'use client';

/** "Print this page": opens the browser's print dialog (print CSS hides the chrome). */
export function PrintButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} data-action="print" onClick={() => window.print()}>
      Print this page
    </button>
  );
}
