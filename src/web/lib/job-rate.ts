/** One look at a running job's progress: when, and how much was done. */
export interface ProgressSample {
  at: number;
  done: number;
}

/**
 * Items per second over the samples seen while the job ran, and the seconds left at that pace.
 * Null until there is something to measure (two samples apart in time, and progress between them).
 */
export function estimatePace(
  samples: ProgressSample[],
  total: number | null,
): { perSecond: number | null; secondsLeft: number | null } {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at || last.done <= first.done) return { perSecond: null, secondsLeft: null };
  const perSecond = ((last.done - first.done) * 1000) / (last.at - first.at);
  const secondsLeft = total !== null && total >= last.done ? Math.ceil((total - last.done) / perSecond) : null;
  return { perSecond, secondsLeft };
}

/** 45 s, 3 min 20 s, 2 h 5 min. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const minutes = Math.floor((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ''}`;
}
