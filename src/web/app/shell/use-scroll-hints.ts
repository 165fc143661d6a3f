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
