import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { callNumberKey } from '../../../domain/schemas/call';
import {
  type TelephonyConnectResult,
  type TelephonySettings,
  type TelephonySettingsView,
  type TelephonyTestResult,
  type telephonySettingsInputSchema,
  telephonySettingsSchema,
} from '../../../domain/schemas/telephony';
import type { AppContext } from '../../context';
import { calls } from '../../db/schema/calls';
import { files } from '../../db/schema/files';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import { AppError, badRequest, notFound, unauthorized } from '../../lib/app-error';
import { loadFileType } from '../../lib/load-on-use';
import { defineSetting } from '../../settings/settings-store';
import { policies } from '../../storage/upload-policy';
import { callsOnLeads, insertCalls, recheckMissedCalls, type StoredCall } from '../calls/public';
import { leadMissing, scopeOf } from '../lead-records/public';
import { exotelAdapter } from './exotel';
import { type AdapterFactory, type CallbackReport, TelephonyError } from './provider';

export const telephonySetting = defineSetting<TelephonySettings>('telephony', telephonySettingsSchema);
export const API_TOKEN_SECRET = 'telephony.apiToken';
export const CALLBACK_SECRET = 'telephony.callbackSecret';

/** The adapters by provider key; tests and the bench never reach a real provider. */
const adapters: Record<TelephonySettings['provider'], AdapterFactory> = { exotel: exotelAdapter };

type Actor = { id: string; name: string; role: 0 | 1 | 2 | null };
type SettingsInput = z.output<typeof telephonySettingsInputSchema>;

export const callbackPath = (provider: string) => `/api/telephony/callback/${provider}`;

export async function getTelephonySettings(ctx: AppContext): Promise<TelephonySettingsView> {
  const stored = await ctx.settings.get(telephonySetting);
  return {
    settings: stored,
    apiToken: await ctx.settings.secretStatus(API_TOKEN_SECRET),
    callbackSecret: await ctx.settings.secretStatus(CALLBACK_SECRET),
    callbackUrl: `${ctx.config.publicUrl}${callbackPath(stored?.provider ?? 'exotel')}`,
  };
}

/** Saves the settings; a secret sent replaces the stored one, an empty one keeps it. */
export async function saveTelephonySettings(ctx: AppContext, input: SettingsInput, userId: string) {
  const { apiToken, callbackSecret, ...settings } = input;
  await ctx.db.transaction(async (tx) => {
    await ctx.settings.set(telephonySetting, settings, { by: userId, db: tx });
    if (apiToken) await ctx.settings.setSecret(API_TOKEN_SECRET, apiToken, { by: userId, db: tx });
    if (callbackSecret) await ctx.settings.setSecret(CALLBACK_SECRET, callbackSecret, { by: userId, db: tx });
  });
  return getTelephonySettings(ctx);
}

const notConfigured = () =>
  badRequest(
    'Calling through the office line is not set up. An administrator can set it up under Settings → Telephony.',
    undefined,
    'TELEPHONY_OFF',
  );

async function adapterOf(ctx: AppContext, requireEnabled: boolean) {
  const settings = await ctx.settings.get(telephonySetting);
  const token = await ctx.settings.getSecret(API_TOKEN_SECRET);
  if (!settings || !token || (requireEnabled && !settings.enabled)) throw notConfigured();
  return { settings, adapter: adapters[settings.provider](settings, token) };
}

export async function telephonyEnabled(ctx: AppContext): Promise<boolean> {
  const settings = await ctx.settings.get(telephonySetting);
  return Boolean(settings?.enabled && (await ctx.settings.secretStatus(API_TOKEN_SECRET)).set);
}

/** POST /settings/telephony/test: the provider's own answer, shown to the administrator. */
export async function testTelephony(ctx: AppContext): Promise<TelephonyTestResult> {
  const { adapter } = await adapterOf(ctx, false);
  try {
    return await adapter.test();
  } catch (error) {
    if (error instanceof TelephonyError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * POST /telephony/connect (decision 104): the call is stored first (source click_to_call, not on
 * the timeline yet), then the provider rings the member's own mobile and, once answered, the
 * customer with the company's caller id. The provider's callback completes the record. A call
 * the provider refuses is removed again and the provider's words go back (502).
 */
export async function connectCall(
  ctx: AppContext,
  actor: Actor,
  input: { leadId?: string | undefined; number?: string | undefined },
): Promise<TelephonyConnectResult> {
  const { adapter } = await adapterOf(ctx, true);
  const secret = await ctx.settings.getSecret(CALLBACK_SECRET);
  if (!secret) throw notConfigured();
  const [me] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, actor.id));
  const agent = me?.mobile ? callNumberKey(me.mobile) : '';
  if (agent.length !== 10) {
    throw badRequest('Your profile has no mobile number to ring first. Add it to your profile and try again.');
  }
  let number = input.number ?? '';
  if (input.leadId) {
    const [lead] = await ctx.db
      .select({ mobile: leads.mobile })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), isNull(leads.deletedAt), scopeOf(actor)));
    if (!lead) throw leadMissing();
    number = lead.mobile;
  }
  const customer = callNumberKey(number);
  const now = ctx.clock();
  const reference = randomUUID();
  const [stored] = await ctx.db.transaction((tx) =>
    insertCalls(
      tx,
      actor.id,
      [
        {
          deviceCallId: `office:${reference}`,
          rawNumber: number,
          direction: 'outgoing',
          startedAt: now,
          durationSeconds: 0,
          source: 'click_to_call',
          providerStatus: 'queued',
        },
      ],
      now,
    ),
  );
  const callId = stored!.id;
  try {
    const result = await adapter.connect({
      agent,
      customer,
      callerId: (await ctx.settings.get(telephonySetting))!.callerId,
      statusCallback: `${ctx.config.publicUrl}${callbackPath('exotel')}?secret=${encodeURIComponent(secret)}`,
      reference: callId,
    });
    await ctx.db
      .update(calls)
      .set({ providerCallId: result.providerCallId, providerStatus: result.status })
      .where(eq(calls.id, callId));
    return { callId, status: result.status };
  } catch (error) {
    // The outgoing call may have counted as returning a missed call of this number (decision 106).
    await ctx.db.transaction(async (tx) => {
      await tx.delete(calls).where(eq(calls.id, callId));
      await recheckMissedCalls(tx, [{ number: customer, at: null }]);
    });
    if (error instanceof TelephonyError) throw new AppError(502, 'TELEPHONY_FAILED', error.message);
    throw error;
  }
}

/** Compares without telling by its timing how much of a guess was right. */
function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

const FINAL_STATUSES = ['completed', 'busy', 'no-answer', 'failed', 'canceled'];

/**
 * POST /telephony/callback/:provider (machine caller): refused (401, nothing read or stored)
 * unless it carries the shared secret. The first final report completes the call — duration,
 * answered, status — and puts it on the lead's timeline as a synced call would; a repeat of a
 * final report changes nothing. A recording the provider names is fetched and stored as audio.
 */
export async function receiveCallback(
  ctx: AppContext,
  provider: string,
  secret: string | undefined,
  body: Record<string, unknown>,
): Promise<{ ok: true; updated: boolean }> {
  // An address no provider has is a 404 before anything else (as an unknown inbound source is).
  if (!Object.hasOwn(adapters, provider)) throw notFound(`There is no telephony provider "${provider}".`);
  const stored = await ctx.settings.getSecret(CALLBACK_SECRET);
  if (!stored || !secret || !sameSecret(secret, stored)) {
    throw unauthorized('The callback secret is missing or wrong.', 'BAD_CALLBACK_SECRET');
  }
  const settings = await ctx.settings.get(telephonySetting);
  if (!settings || provider !== settings.provider) throw badRequest(`Unknown telephony provider "${provider}".`);
  const token = (await ctx.settings.getSecret(API_TOKEN_SECRET)) ?? '';
  const adapter = adapters[settings.provider](settings, token);
  const report = adapter.parseCallback(body);
  if (!report) throw badRequest('The callback names no call (CallSid is missing).');
  const now = ctx.clock();
  const done = await ctx.db.transaction(async (tx) => {
    const match = report.reference
      ? sql`(${calls.providerCallId} = ${report.providerCallId} or ${calls.id}::text = ${report.reference})`
      : eq(calls.providerCallId, report.providerCallId);
    const answered = report.final && report.status === 'completed' && report.durationSeconds > 0;
    const [row] = await tx
      .update(calls)
      .set({
        providerCallId: report.providerCallId,
        providerStatus: report.status,
        ...(report.final ? { durationSeconds: report.durationSeconds, answered } : {}),
        ...(report.startedAt ? { startedAt: report.startedAt } : {}),
      })
      .where(
        and(
          match,
          eq(calls.source, 'click_to_call'),
          sql`coalesce(${calls.providerStatus}, '') not in (${sql.join(
            FINAL_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      )
      .returning();
    if (!row) return null;
    // A provider's start time moves the outgoing call: missed calls of the number are judged again.
    if (report.startedAt) await recheckMissedCalls(tx, [{ number: row.number, at: null }]);
    if (report.final) {
      const [member] = await tx
        .select({ id: users.id, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, row.memberId));
      const call: StoredCall = {
        id: row.id,
        leadId: row.leadId,
        contactId: row.contactId,
        direction: 'outgoing',
        answered: row.answered,
        startedAt: row.startedAt,
        durationSeconds: row.durationSeconds,
        deviceCallId: row.deviceCallId,
        note: row.note,
        source: 'click_to_call',
      };
      await callsOnLeads(tx, { id: member!.id, name: member!.name, role: null }, [call], now);
    }
    return row;
  });
  if (done && report.final && report.recordingUrl) await storeRecording(ctx, adapter, done.id, report);
  return { ok: true, updated: done !== null };
}

/** Fetches the provider's recording and keeps it as the call's audio, if it is audio. */
async function storeRecording(
  ctx: AppContext,
  adapter: ReturnType<AdapterFactory>,
  callId: string,
  report: CallbackReport,
) {
  const id = randomUUID();
  const scratch = await ctx.storage.scratchPath(id);
  try {
    const res = await adapter.fetchRecording(report.recordingUrl!);
    if (!res.ok || !res.body) {
      ctx.logger.warn({ callId, status: res.status }, 'call recording could not be fetched');
      return;
    }
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _enc, next) {
        hash.update(chunk);
        next(null, chunk);
      },
    });
    await pipeline(Readable.fromWeb(res.body as never), tap, createWriteStream(scratch));
    const policy = policies.audio('calls.view');
    const { fileTypeFromFile } = await loadFileType();
    const type = await fileTypeFromFile(scratch);
    if (!type || !policy.accept.has(type.mime)) {
      ctx.logger.warn({ callId, mime: type?.mime ?? null }, 'call recording is not audio; not kept');
      return;
    }
    const size = (await stat(scratch)).size;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(files).values({
        id,
        storageKey: id,
        originalName: `call-${callId}.${type.ext}`,
        mimeType: type.mime,
        sizeBytes: size,
        sha256: hash.digest('hex'),
        readCapability: 'calls.view',
        uploadedBy: null,
      });
      await ctx.storage.adopt(scratch, id);
      await tx.update(calls).set({ recordingFileId: id }).where(eq(calls.id, callId));
    });
  } catch (error) {
    ctx.logger.warn({ callId, err: (error as Error).message }, 'call recording could not be stored');
  } finally {
    await rm(scratch, { force: true });
  }
}
