import { describe, expect, it } from 'vitest';
import { scrollToShow } from './use-scroll-hints';

describe('scrollToShow: the sidebar brings the active item clear of its fades', () => {
  const box = { top: 100, bottom: 700 };
  it('leaves an item already clear of both edges where it is', () => {
    expect(scrollToShow(box, { top: 300, bottom: 340 })).toBe(0);
    expect(scrollToShow(box, { top: 148, bottom: 188 })).toBe(0);
  });
  it('centres an item under the bottom fade or below it', () => {
    expect(scrollToShow(box, { top: 640, bottom: 680 })).toBe(260);
    expect(scrollToShow(box, { top: 1200, bottom: 1240 })).toBe(820);
  });
  it('centres an item under the top fade or above it', () => {
    expect(scrollToShow(box, { top: 110, bottom: 150 })).toBe(-270);
    expect(scrollToShow(box, { top: -400, bottom: -360 })).toBe(-780);
  });
});
