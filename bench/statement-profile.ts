import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * BENCH_PROFILE=1: every statement pg sends (pooled and in transactions) timed — wall time, waits
 * included — and keyed by its opening words, between `startProfile()` and `printProfile()`. Without
 * the variable nothing is patched and both calls cost nothing.
 */
const profile = new Map<string, { n: number; ms: number }>();
let profiling = false;

function timeQueries(proto: { query: unknown }) {
  const query = proto.query as (...args: unknown[]) => unknown;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const result = query.apply(this, args);
    if (!profiling || !(result instanceof Promise)) return result;
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text ?? '');
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    const started = performance.now();
    const done = () => {
      const entry = profile.get(key) ?? { n: 0, ms: 0 };
      entry.n += 1;
      entry.ms += performance.now() - started;
      profile.set(key, entry);
    };
    result.then(done, done);
    return result;
  };
}
if (process.env.BENCH_PROFILE === '1') {
  timeQueries(pg.Client.prototype);
  timeQueries(pg.Pool.prototype);
}

export function startProfile() {
  profiling = true;
}

export function stopProfile() {
  profiling = false;
}

/** The statements since startProfile, by wall time, with their count per `unit` (`per` of them). */
export function printProfile(label: string, per: number, unit: string) {
  profiling = false;
  if (profile.size === 0) return;
  const total = [...profile.values()].reduce((a, e) => a + e.n, 0);
  console.log(`${label}   profile: ${total} statements, ${(total / per).toFixed(2)} per ${unit}; by wall time:`);
  for (const [key, e] of [...profile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14)) {
    console.log(`${label}     ${String(e.n).padStart(6)} × ${(e.ms / e.n).toFixed(1).padStart(6)} ms  ${key}`);
  }
  profile.clear();
}
