import { useCallback, useState } from 'react';

/**
 * Print the sheet without leaving or reloading the page (decision 040: every edit is kept). The
 * print styles show only the sheet. `delayMs` lets a letter re-render for paper first: the
 * possession letter swaps its inputs for plain text and prints 100 ms later.
 */
export function usePrintLetter({ delayMs = 0, documentTitle }: { delayMs?: number; documentTitle: string }) {
  const [printing, setPrinting] = useState(false);

  const print = useCallback(() => {
    // A focused field would print with its caret and highlight.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    setPrinting(true);
    window.setTimeout(() => {
      const previousTitle = document.title;
      // Browsers offer the title as the PDF's file name.
      document.title = documentTitle;
      try {
        window.print();
      } finally {
        document.title = previousTitle;
        setPrinting(false);
      }
    }, delayMs);
  }, [delayMs, documentTitle]);

  return { printing, print };
}
