import { useEffect, useRef } from 'react';
import './../components/print-sheet.css';

/** Spec §2.9: the print dialog opens 0.5 s after the sheet is ready. */
export const PRINT_DELAY_MS = 500;

/**
 * While a print page is open only its sheet prints (the shell, sidebar and toasts are hidden by
 * print-sheet.css); once `ready`, the print dialog opens once.
 */
export function usePrintSheet(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    document.body.classList.add('billing-print-only');
    return () => document.body.classList.remove('billing-print-only');
  }, []);
  useEffect(() => {
    if (!ready || printed.current) return;
    if (new URLSearchParams(window.location.search).has('noprint')) return;
    printed.current = true;
    const timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}
