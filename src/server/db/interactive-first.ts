import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Long work (jobs, the batches of a download) marks itself as background; everything else that
 * reaches the database is a person waiting for a screen.
 */
const background = new AsyncLocalStorage<true>();

/** Runs `work` as background work: on the embedded database its statements let people's go first. */
export function runInBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

function isBackground(): boolean {
  return background.getStore() === true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * People's requests first on the embedded database (decision 151). PGlite runs one statement at a
 * time in this process, in the order they were asked for, so a list page — a session check, the
 * page and its count, each asked for after the last one answered — found an import batch and an
 * export batch queued ahead of every one of its statements. Here background work enters one
 * statement or transaction at a time, and only once no request's statement is running or has
 * finished within `graceMs` (the time a handler takes to ask for its next one); a request then
 * waits for at most the one background step already running. After `maxWaitMs` of a steady
 * stream of requests the background step goes anyway, so long work slows but never stops.
 */
export class InteractiveFirst {
  private interactive = 0;
  private lastInteractiveEnd = Number.NEGATIVE_INFINITY;
  private wakeUp: (() => void) | null = null;
  /** The background step holding the turn; the next one queues behind it. */
  private turn: Promise<void> = Promise.resolve();

  constructor(
    private readonly graceMs = 15,
    private readonly maxWaitMs = 250,
  ) {}

  /** Runs one statement or transaction of the database, in its place in the line. */
  run<T>(step: () => Promise<T>): Promise<T> {
    if (isBackground()) return this.runBackground(step);
    this.interactive++;
    const done = () => {
      this.interactive--;
      this.lastInteractiveEnd = performance.now();
      this.wakeUp?.();
    };
    let running: Promise<T>;
    try {
      running = step();
    } catch (error) {
      done();
      throw error;
    }
    return running.finally(done);
  }

  private async runBackground<T>(step: () => Promise<T>): Promise<T> {
    const previous = this.turn;
    let release!: () => void;
    this.turn = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await previous;
      await this.quiet();
      return await step();
    } finally {
      release();
    }
  }

  /** Resolves once no request is at the database, or after maxWaitMs. */
  private async quiet(): Promise<void> {
    const start = performance.now();
    for (;;) {
      const now = performance.now();
      const left = this.maxWaitMs - (now - start);
      if (left <= 0) return;
      if (this.interactive > 0) {
        await Promise.race([new Promise<void>((resolve) => (this.wakeUp = resolve)), sleep(left)]);
        this.wakeUp = null;
        continue;
      }
      const sinceLast = now - this.lastInteractiveEnd;
      if (sinceLast >= this.graceMs) return;
      await sleep(Math.min(left, this.graceMs - sinceLast));
    }
  }
}
