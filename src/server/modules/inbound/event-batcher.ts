import type { AppContext } from '../../context';
import { EVENT_BATCH, type Outcome, type PendingEvent, processEvents } from './ingest';

interface Waiting {
  item: PendingEvent;
  resolve: (outcome: Outcome | null) => void;
  reject: (error: unknown) => void;
}

/**
 * Webhooks arrive concurrently, one enquiry each. The enquiries that come in while a batch is being
 * made into leads go together in the next batch (a group commit, decision 121), so twenty senders
 * share one transaction instead of queueing one commit at a time on the assignment rule's row.
 * Each request still waits for, and answers with, its own lead.
 */
class EventBatcher {
  private readonly queue: Waiting[] = [];
  private running = false;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  submit(item: PendingEvent): Promise<Outcome | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain() {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const taken = this.queue.splice(0, EVENT_BATCH);
        try {
          const outcomes = await processEvents(
            this.ctx,
            taken.map((w) => w.item),
          );
          for (const [i, w] of taken.entries()) w.resolve(outcomes[i] ?? null);
        } catch (error) {
          for (const w of taken) w.reject(error);
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const batchers = new WeakMap<object, EventBatcher>();

/** The one batcher of a database: every push to this process shares it. */
export function eventBatcher(ctx: Pick<AppContext, 'db' | 'clock'>): EventBatcher {
  let batcher = batchers.get(ctx.db);
  if (!batcher) {
    batcher = new EventBatcher(ctx);
    batchers.set(ctx.db, batcher);
  }
  return batcher;
}
