import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Whether a scroll box has more to show above or below what is in view, kept current on scroll and resize. */
export function useScrollHints(viewport: RefObject<HTMLElement | null>) {
  const [hints, setHints] = useState({ above: false, below: false });
  const update = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    const above = el.scrollTop > 1;
    const below = el.scrollTop + el.clientHeight < el.scrollHeight - 1;
    setHints((was) => (was.above === above && was.below === below ? was : { above, below }));
  }, [viewport]);
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    update();
    // Groups opening and closing change the height without a scroll.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [viewport, update]);
  return { ...hints, update };
}

/** Room kept at each edge, where the fade hint lies over the list. */
const EDGE = 48;

/**
 * How far to scroll so the item lies clear of the fades: nothing when it already does (a click in
 * view never moves the menu), else to the middle of the list.
 */
export function scrollToShow(box: Pick<DOMRect, 'top' | 'bottom'>, item: Pick<DOMRect, 'top' | 'bottom'>): number {
  if (item.top >= box.top + EDGE && item.bottom <= box.bottom - EDGE) return 0;
  return Math.round((item.top + item.bottom) / 2 - (box.top + box.bottom) / 2);
}
