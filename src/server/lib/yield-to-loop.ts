/**
 * Long work (an export, an import's batches, an undo, any job) shares one event loop with every
 * other request, and on the embedded database one query runs at a time inside this process. So it
 * goes in short steps: at most LONG_WORK_BATCH_ROWS rows per query or transaction, then
 * `await yieldToLoop()` so requests that arrived meanwhile run their handlers and queue their
 * queries before the next step (decision 097). A thousand leads is one query, its decoding and
 * its CSV in ~10–30 ms on PGlite, short enough for another user's request to wait behind it.
 */
export const LONG_WORK_BATCH_ROWS = 1000;

/**
 * Resolves after the I/O callbacks waiting now have run (setImmediate runs after the poll phase;
 * a resolved promise or process.nextTick would not let them in at all).
 */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Yields only when `budgetMs` has passed since the last yield: for tight loops of cheap steps
 * (parsing rows, building CSV) where a yield per step would cost more than the step.
 */
export function loopYielder(budgetMs = 20): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < budgetMs) return;
    await yieldToLoop();
    last = performance.now();
  };
}
