import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './letters.css';

interface LetterSheetProps {
  /** The letter's name, for a screen reader (and a test) to find the sheet. */
  title: string;
  /** The demand letter may run past one page ("at least 297 mm tall"); the others may not. */
  grows?: boolean;
  children: ReactNode;
}

/** 297 mm at the CSS 96 px per inch. */
const A4_HEIGHT_PX = (297 / 25.4) * 96;

/**
 * One A4 sheet, 210 mm × 297 mm on screen and in print. A letter that must fit one page says so
 * on screen when the text typed into it no longer fits, instead of silently losing the end in print.
 */
export function LetterSheet({ title, grows = false, children }: LetterSheetProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || grows) return;
    const measure = () => setOverflows(element.scrollHeight > A4_HEIGHT_PX + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grows]);

  return (
    <>
      {overflows ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="This letter no longer fits on one A4 page"
          maw="210mm"
          mx="auto"
          mb="sm"
        >
          Shorten some of the text you typed: anything past the bottom of the page will not print.
        </Alert>
      ) : null}
      <div className="letter-viewport">
        <div ref={ref} className="letter-sheet" role="document" aria-label={title} data-grows={grows || undefined}>
          {children}
        </div>
      </div>
    </>
  );
}
