import { describe, expect, it } from 'vitest';
import { giveWay } from './yield-to-loop';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
};

describe('giveWay', () => {
  it('lets other work that keeps arriving finish before it returns', async () => {
    // Another request: five steps of 5 ms, each queued by the one before (a query, then the next).
    const done: number[] = [];
    const step = (i: number) =>
      setImmediate(() => {
        busy(5);
        done.push(i);
        if (i < 5) step(i + 1);
      });
    step(1);
    await giveWay();
    expect(done).toEqual([1, 2, 3, 4, 5]);
  });

  it('returns after maxMs however busy the loop stays', async () => {
    let running = true;
    const spin = () =>
      setImmediate(() => {
        busy(5);
        if (running) spin();
      });
    spin();
    const start = performance.now();
    await giveWay(40);
    running = false;
    expect(performance.now() - start).toBeLessThan(200);
  });
});
