/** The p-th percentile of some timings (nearest rank); NaN when there are none. */
export function percentile(xs: readonly number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/** p50 and p95 of `runs` calls of `fn` in ms, after three calls that warm caches and plans. */
export async function timeRuns(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return { p50: percentile(xs, 50), p95: percentile(xs, 95) };
}
