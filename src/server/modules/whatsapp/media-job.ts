import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { whatsappMessages } from '../../db/schema/whatsapp';
import { defineJob, PermanentJobError } from '../../jobs/job-definition';
import { loadFileType } from '../../lib/load-on-use';
import { keepGeneratedFile } from '../../storage/keep-generated-file';
import { safeFileName } from '../../storage/receive-upload';
import { policies } from '../../storage/upload-policy';
import { whatsappProviderOf } from '../../whatsapp/provider-of';

/** What a buyer may send us that we keep: the documents and images of uploads, voice notes, short videos. */
const KEPT_TYPES = new Set([
  ...policies.document('leads.all').accept,
  ...policies.audio('leads.all').accept,
  'video/mp4',
  'video/3gpp',
  'video/quicktime',
]);

/**
 * Fetches a buyer's image, document, voice note or video from the provider and keeps it like an
 * upload (decision 215): the type is sniffed from the bytes, never taken from the provider's word,
 * and a file over the upload limit or of a type we do not keep is noted on the message, not
 * stored. The file opens only through GET /api/whatsapp/media/:messageId, under the lead's scope
 * (its own read capability is the administrators', so /api/files cannot widen it).
 */
export const whatsappMediaFetchJob = defineJob({
  kind: 'whatsapp.media.fetch',
  payload: z.object({ messageId: z.uuid() }),
  maxAttempts: 5,
  async run(ctx, job) {
    const [message] = await ctx.db
      .select({
        id: whatsappMessages.id,
        mediaId: whatsappMessages.providerMediaId,
        fileId: whatsappMessages.fileId,
        kind: whatsappMessages.kind,
      })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, job.payload.messageId));
    if (!message?.mediaId || message.fileId) return { skipped: true };
    const note = async (failure: string) => {
      await ctx.db.update(whatsappMessages).set({ failure }).where(eq(whatsappMessages.id, message.id));
      return { kept: false, failure };
    };
    const setup = await whatsappProviderOf(ctx);
    if (!setup) throw new PermanentJobError('WhatsApp is not set up or is switched off; the file was not fetched.');
    const got = await setup.provider.downloadMedia(message.mediaId);
    if (!got.ok) {
      if (got.temporary) throw new Error(got.reason);
      return note(`The file could not be fetched from WhatsApp: ${got.reason}`);
    }
    const { content, fileName } = got.file;
    const limit = ctx.config.uploadMaxFileBytes;
    if (content.length > limit) {
      return note(`The file was not kept: it is ${mb(content.length)}, over the ${mb(limit)} limit.`);
    }
    const { fileTypeFromBuffer } = await loadFileType();
    const type = await fileTypeFromBuffer(content);
    if (!type || !KEPT_TYPES.has(type.mime)) {
      return note('The file was not kept: it is not an image, a document, a voice note or a video we accept.');
    }
    const name = safeFileName(fileName || `whatsapp-${message.kind}.${type.ext}`);
    await ctx.db.transaction(async (tx) => {
      const fileId = await keepGeneratedFile(ctx, tx, {
        bytes: content,
        name: /\.[a-z0-9]{1,5}$/i.test(name) ? name : `${name}.${type.ext}`,
        mimeType: type.mime,
        readCapability: 'leads.all',
        by: null,
      });
      await tx.update(whatsappMessages).set({ fileId, failure: null }).where(eq(whatsappMessages.id, message.id));
    });
    return { kept: true, size: content.length, mimeType: type.mime };
  },
});

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
