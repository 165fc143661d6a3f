import type { AppContext } from '../../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import { WHATSAPP_APP_SECRET } from '../../whatsapp/whatsapp-settings';
import { storeInbound } from './inbound-messages';
import { recordStatuses } from './statuses';
import type { ParsedWebhook, TemplateEvent } from './webhook-parse';
import { verifiedBody } from './webhook-verify';

export interface WebhookOutcome {
  messages: number;
  duplicates: number;
  statuses: number;
  leadsCreated: number;
  skipped: number;
}

export interface Delivery {
  raw: Buffer;
  signature: string | undefined;
}

export interface Received {
  outcome: WebhookOutcome;
  templateEvents: TemplateEvent[];
}

interface Waiting {
  delivery: Delivery;
  resolve: (received: Received) => void;
  reject: (error: unknown) => void;
}

type Ctx = Pick<AppContext, 'db' | 'clock' | 'jobs' | 'settings' | 'logger'>;

/** Bodies per transaction: Meta sends one message or a few statuses per call. */
const BATCH = 100;
/** Sets in flight at once: the second overlaps the first's reads (as the inbound batcher). */
const IN_FLIGHT = 2;

/**
 * Meta posts each message and status on its own call, many at once. The bodies that arrive while
 * a set is being stored go together in the next one — a group commit, as pushed enquiries are
 * (decision 122): one transaction of a fixed number of statements for the whole set (the app
 * secret read once, each signature checked, everything signed stored), instead of a commit each.
 * Each call still waits for the commit and answers with its own counts, or its own 401. A set
 * that fails (a race with another process on the one-live-lead-per-mobile index) is run again,
 * then body by body, so one body never fails the others.
 */
class WebhookBatcher {
  private readonly queue: Waiting[] = [];
  private running = 0;

  constructor(private readonly ctx: Ctx) {}

  submit(delivery: Delivery): Promise<Received> {
    return new Promise((resolve, reject) => {
      this.queue.push({ delivery, resolve, reject });
      if (this.running < IN_FLIGHT) void this.drain();
    });
  }

  private async drain() {
    this.running++;
    try {
      while (this.queue.length > 0) {
        // One turn of the event loop first: the calls already read from their sockets join this
        // set. On PGlite a set runs in the same thread as the HTTP server, so without this every set
        // would hold one body.
        await new Promise((resolve) => setImmediate(resolve));
        const taken = this.queue.splice(0, BATCH);
        try {
          const results = await this.store(taken.map((w) => w.delivery));
          for (const [i, w] of taken.entries()) {
            const r = results[i]!;
            if ('error' in r) w.reject(r.error);
            else w.resolve(r);
          }
        } catch (error) {
          if (taken.length === 1) {
            taken[0]!.reject(error);
            continue;
          }
          for (const w of taken) {
            try {
              const [r] = await this.store([w.delivery]);
              if ('error' in r!) w.reject(r.error);
              else w.resolve(r!);
            } catch (alone) {
              w.reject(alone);
            }
          }
        }
      }
    } finally {
      this.running--;
    }
  }

  /** One transaction for the set; a lost race on a new lead's mobile is run again (it then finds the lead). */
  private async store(set: Delivery[]): Promise<(Received | { error: unknown })[]> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.ctx.db.transaction(async (tx) => {
          const secret = await this.ctx.settings.getSecret(WHATSAPP_APP_SECRET, tx);
          const bodies = set.map((d): ParsedWebhook | { error: unknown } => {
            try {
              return verifiedBody(this.ctx, secret, d.raw, d.signature);
            } catch (error) {
              return { error };
            }
          });
          const signed = bodies.filter((b): b is ParsedWebhook => !('error' in b));
          const { stored, madeLead } = await storeInbound(
            this.ctx,
            tx,
            signed.flatMap((p) => p.messages),
          );
          await recordStatuses(
            tx,
            signed.flatMap((p) => p.statuses),
          );
          return bodies.map((p) => {
            if ('error' in p) return p;
            const mine = new Set(p.messages.map((m) => m.waId));
            const fresh = [...mine].filter((id) => stored.has(id));
            return {
              outcome: {
                messages: fresh.length,
                duplicates: mine.size - fresh.length,
                statuses: p.statuses.length,
                leadsCreated: [...mine].filter((id) => madeLead.has(id)).length,
                skipped: p.skipped,
              },
              templateEvents: p.templateEvents,
            };
          });
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && attempt < 2) continue;
        throw error;
      }
    }
  }
}

const batchers = new WeakMap<object, WebhookBatcher>();

/** The one batcher of a database: every webhook to this process shares it. */
export function webhookBatcher(ctx: Ctx): WebhookBatcher {
  let batcher = batchers.get(ctx.db);
  if (!batcher) {
    batcher = new WebhookBatcher(ctx);
    batchers.set(ctx.db, batcher);
  }
  return batcher;
}
