import type { AppContext } from '../../context';
import { type ArrivedEnquiry, EVENT_BATCH, type Logged, logAndProcess } from './process-events';

interface Waiting {
  item: ArrivedEnquiry;
  resolve: (logged: Logged) => void;
  reject: (error: unknown) => void;
}

/**
 * Sets in flight at once. A set spends most of its time waiting on the database, and only its
 * second half holds the assignment rules' row locks, so a second set overlaps the first's
 * reads; more would only queue on those locks.
 */
const IN_FLIGHT = 2;

/**
 * Webhooks arrive concurrently, one enquiry each. The enquiries that come in while sets are being
 * made go together in the next one (a group commit, decisions 121 and 122): their log rows and
 * leads in one transaction of a fixed dozen statements, instead of a commit each. Each request
 * still waits for, and answers with, its own lead. One sender alone sees no delay.
 */
class EventBatcher {
  private readonly queue: Waiting[] = [];
  private running = 0;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'clock'>) {}

  submit(item: ArrivedEnquiry): Promise<Logged> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.running < IN_FLIGHT) void this.drain();
    });
  }

  private async drain() {
    this.running++;
    try {
      while (this.queue.length > 0) {
        const taken = this.queue.splice(0, EVENT_BATCH);
        try {
          const logged = await logAndProcess(
            this.ctx,
            taken.map((w) => w.item),
          );
          for (const [i, w] of taken.entries()) w.resolve(logged[i] ?? null);
        } catch (error) {
          for (const w of taken) w.reject(error);
        }
      }
    } finally {
      this.running--;
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
