import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './../components/print-sheet.css';

/** The print dialog opens 0.5 s after the sheet is ready. */
export const PRINT_DELAY_MS = 500;

/**
 * The history entries whose print dialog has opened. Back to a print page restores its entry's
 * key, so the dialog does not open a second time; a new visit is a new entry and prints again.
 */
const PRINTED_KEY = 'estatedesk.printed';

function printedEntries(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PRINTED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

function markPrinted(entry: string) {
  try {
    // The last few are enough: Back reaches only recent entries of this tab.
    const kept = [...printedEntries().filter((e) => e !== entry), entry].slice(-50);
    window.sessionStorage.setItem(PRINTED_KEY, JSON.stringify(kept));
  } catch {
    // Storage blocked: the dialog may open again after Back, nothing worse.
  }
}

/**
 * While a print page is open only its sheet prints (the shell, sidebar and toasts are hidden by
 * print-sheet.css) and the page carries the document's title (the PDF's file name); once `ready`,
 * the print dialog opens once for this history entry.
 */
export function usePrintSheet(ready: boolean, title: string | null) {
  const location = useLocation();
  const entry = `${location.key}:${location.pathname}`;
  const printed = useRef(false);
  useDocumentTitle(title);
  useEffect(() => {
    document.body.classList.add('billing-print-only');
    return () => document.body.classList.remove('billing-print-only');
  }, []);
  useEffect(() => {
    if (!ready || printed.current || printedEntries().includes(entry)) return;
    if (new URLSearchParams(window.location.search).has('noprint')) return;
    const timer = setTimeout(() => {
      printed.current = true;
      markPrinted(entry);
      window.print();
    }, PRINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, entry]);
}
