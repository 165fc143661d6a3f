// For bench:import on PGlite (BENCH_SLOW_MS): which statements hold the event loop. PGlite runs
// each protocol message synchronously in this thread (execProtocolRawSync), so a slow statement is
// a hold of every request: each call over `slowMs` is printed with the statement it executed (the
// last Parse or Query text seen), and each event-loop gap over `slowMs` with the statements that
// ran inside it — a gap with none is JavaScript, not the database (decision 097's addendum).

type Raw = { execProtocolRawSync(message: Uint8Array): unknown };

/** The SQL of a Parse ('P') or simple Query ('Q') message in a buffer of frontend messages, if any. */
function statementText(buf: Uint8Array): string | null {
  let at = 0;
  let text: string | null = null;
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const cstring = (from: number) => {
    let end = from;
    while (end < buf.length && buf[end] !== 0) end++;
    return { value: Buffer.from(buf.subarray(from, end)).toString('utf8'), next: end + 1 };
  };
  while (at + 5 <= buf.length) {
    const type = String.fromCharCode(buf[at]!);
    const length = view.getInt32(at + 1);
    if (type === 'Q') text = cstring(at + 5).value;
    if (type === 'P') text = cstring(cstring(at + 5).next).value;
    at += 1 + length;
  }
  return text;
}

export function traceHolds(client: unknown, slowMs: number, log: (line: string) => void) {
  const raw = client as Raw;
  const original = raw.execProtocolRawSync.bind(raw);
  let current = '';
  let inGap: { text: string; ms: number }[] = [];
  // Every statement's time in the current gap, short ones too: a hold the long ones do not explain.
  let gapTotal = { ms: 0, n: 0 };
  const short = (s: string) => s.replace(/\s+/g, ' ').trim().slice(0, 160);
  raw.execProtocolRawSync = (message: Uint8Array) => {
    const text = statementText(message);
    if (text !== null) current = text;
    const start = performance.now();
    try {
      return original(message);
    } finally {
      const ms = performance.now() - start;
      gapTotal = { ms: gapTotal.ms + ms, n: gapTotal.n + 1 };
      if (ms > 20) inGap.push({ text: current, ms });
      if (ms > slowMs) log(`[hold] statement ${ms.toFixed(0)} ms: ${short(current)}`);
    }
  };
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const gap = now - last - 10;
    if (gap > slowMs) {
      const statements = inGap.map((s) => `${s.ms.toFixed(0)} ms ${short(s.text).slice(0, 60)}`).join(' | ');
      log(
        `[hold] event loop held ${gap.toFixed(0)} ms; all protocol calls in it ${gapTotal.ms.toFixed(0)} ms (${gapTotal.n}); over 20 ms: ${statements || 'none'}`,
      );
    }
    inGap = [];
    gapTotal = { ms: 0, n: 0 };
    last = now;
  }, 10);
  timer.unref();
}
