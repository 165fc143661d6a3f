import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { WhatsAppMessage } from '../../../domain/schemas/whatsapp';
import type { DbOrTx } from '../../db/database';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { whatsappMessages } from '../../db/schema/whatsapp';

const fields = {
  m: whatsappMessages,
  userName: users.name,
  fileName: files.originalName,
  mimeType: files.mimeType,
  size: files.sizeBytes,
};

function selectMessages(db: DbOrTx) {
  return db
    .select(fields)
    .from(whatsappMessages)
    .leftJoin(users, eq(users.id, whatsappMessages.sentBy))
    .leftJoin(files, eq(files.id, whatsappMessages.fileId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

export function toMessage(r: Row): WhatsAppMessage {
  const m = r.m;
  return {
    id: m.id,
    leadId: m.leadId,
    direction: m.direction,
    kind: m.kind,
    text: m.body,
    templateName: m.templateName,
    media: m.fileId && r.fileName ? { fileName: r.fileName, mimeType: r.mimeType!, size: r.size! } : null,
    status: m.status,
    failure: m.failure,
    sentBy: m.sentBy ? { _id: m.sentBy, name: r.userName ?? '' } : null,
    campaignId: m.campaignId,
    at: m.at.toISOString(),
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    readAt: m.readAt?.toISOString() ?? null,
  };
}

export async function messageById(db: DbOrTx, id: string): Promise<WhatsAppMessage | null> {
  const [row] = await selectMessages(db).where(eq(whatsappMessages.id, id));
  return row ? toMessage(row) : null;
}

/** A lead's messages before a message (or the latest), newest last, and whether earlier ones exist. */
export async function leadMessages(
  db: DbOrTx,
  leadId: string,
  opts: { before?: string | undefined; limit: number },
): Promise<{ messages: WhatsAppMessage[]; hasEarlier: boolean }> {
  let cursor: SQL | undefined;
  if (opts.before) {
    const [b] = await db
      .select({ at: whatsappMessages.at, seq: whatsappMessages.seq })
      .from(whatsappMessages)
      .where(and(eq(whatsappMessages.id, opts.before), eq(whatsappMessages.leadId, leadId)));
    // An unknown cursor reads nothing rather than everything.
    cursor = b
      ? or(lt(whatsappMessages.at, b.at), and(eq(whatsappMessages.at, b.at), lt(whatsappMessages.seq, b.seq)))
      : sql`false`;
  }
  const rows = await selectMessages(db)
    .where(and(eq(whatsappMessages.leadId, leadId), cursor))
    .orderBy(desc(whatsappMessages.at), desc(whatsappMessages.seq))
    .limit(opts.limit + 1);
  const hasEarlier = rows.length > opts.limit;
  return { messages: rows.slice(0, opts.limit).reverse().map(toMessage), hasEarlier };
}

/** A send's provider call takes seconds; a row still queued after this was cut off (decision 215). */
const STALE_QUEUED_MS = 2 * 60_000;
export const MAY_NOT_HAVE_BEEN_SENT =
  'This message may not have been sent: the server stopped while sending it. Ask the buyer before sending it again.';

/** A row left queued by a crash between the commit and the provider's answer says so. */
export function withStaleNote(m: WhatsAppMessage, now: Date): WhatsAppMessage {
  if (m.status !== 'queued' || now.getTime() - new Date(m.at).getTime() < STALE_QUEUED_MS) return m;
  return { ...m, failure: m.failure ?? MAY_NOT_HAVE_BEEN_SENT };
}
