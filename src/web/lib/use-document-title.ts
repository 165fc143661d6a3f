import { useEffect } from 'react';

/**
 * Titles the page while it is shown and gives the previous title back when it goes. Browsers
 * offer the title as the file name of "Save as PDF", so a printable page names its document.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Words joined into a title that is also a valid file name: no / \ : * ? " < > | or control characters. */
export function fileNameTitle(...parts: (string | null | undefined)[]): string {
  return parts
    .map((p) => (p ?? '').replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
}
