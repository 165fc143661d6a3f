import { checkedDltText, checkSmsTemplateShape } from '../../../domain/messaging/dlt';
import {
  NOTICE_PURPOSE_LABELS,
  NOTICE_SAMPLE_VALUES,
  type NoticePurpose,
  noticeVariableLabel,
} from '../../../domain/messaging/notice-sms';
import {
  type NoticeSmsSettings,
  type NoticeSmsSettingsView,
  type NoticeSmsTemplate,
  noticeSmsSettingsSchema,
} from '../../../domain/schemas/notice-sms';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { defineSetting } from '../../settings/settings-store';
import { channelReadiness } from './channel-readiness';

/**
 * The DLT templates of the demand and reminder SMS (decision 199), kept beside the SMS gateway
 * settings: each is the company's registered text, its DLT id, header and category, and which
 * demand value fills each {#var#}.
 */
export const noticeSmsSetting = defineSetting('sms.notices', noticeSmsSettingsSchema);

const NONE: NoticeSmsSettings = { demandRaised: null, paymentReminder: null };
const KEY: Record<NoticePurpose, keyof NoticeSmsSettings> = {
  demand_raised: 'demandRaised',
  payment_reminder: 'paymentReminder',
};

export async function readNoticeSettings(ctx: Pick<AppContext, 'settings'>): Promise<NoticeSmsSettings> {
  return (await ctx.settings.get(noticeSmsSetting)) ?? NONE;
}

export interface NoticeSetup {
  template: NoticeSmsTemplate | null;
  /** Why no SMS of this kind leaves now, in the sentence the screens show; null when one would. */
  problem: string | null;
}

/**
 * Whether an SMS of this kind can leave now. Not being set up is not an error: the demands are
 * raised and emailed as before, and the booking page says why no SMS went.
 */
export async function noticeSetup(
  ctx: Pick<AppContext, 'settings' | 'mailer'>,
  purpose: NoticePurpose,
): Promise<NoticeSetup> {
  const template = (await readNoticeSettings(ctx))[KEY[purpose]];
  const sms = (await channelReadiness(ctx)).sms;
  const label = NOTICE_PURPOSE_LABELS[purpose];
  if (!sms.ready) return { template, problem: `No SMS is sent: ${sms.problem ?? 'SMS is not set up.'}` };
  if (!template) {
    return {
      template,
      problem: `No SMS is sent: the "${label}" DLT template is not set in the SMS settings.`,
    };
  }
  if (!sms.senderIds.includes(template.senderId.toUpperCase())) {
    return {
      template,
      problem: `No SMS is sent: the "${label}" template's header ${template.senderId} is not one of the sender ids registered in the SMS settings.`,
    };
  }
  return { template, problem: null };
}

export async function noticeSettingsView(ctx: AppContext): Promise<NoticeSmsSettingsView> {
  const [settings, raised, reminder] = await Promise.all([
    readNoticeSettings(ctx),
    noticeSetup(ctx, 'demand_raised'),
    noticeSetup(ctx, 'payment_reminder'),
  ]);
  return { ...settings, problems: { demandRaised: raised.problem, paymentReminder: reminder.problem } };
}

/**
 * Saves both templates. Each must line up ({#var#} count = variables chosen) and its sample
 * rendering must pass the DLT check the send runs: a template refused here would fail every message.
 */
export async function saveNoticeSettings(ctx: AppContext, input: NoticeSmsSettings, userId: string) {
  const fields: Record<string, string> = {};
  for (const key of ['demandRaised', 'paymentReminder'] as const) {
    const t = input[key];
    if (!t) continue;
    const shape = checkSmsTemplateShape(t.registeredText, t.variables);
    const problem =
      shape.join(' ') ||
      checkedDltText(t.registeredText, t.variables, NOTICE_SAMPLE_VALUES, noticeVariableLabel).problem;
    if (problem) fields[`${key}.registeredText`] = problem;
  }
  const first = Object.entries(fields)[0];
  if (first) {
    const which = first[0].startsWith('demandRaised') ? 'Demand raised' : 'Payment reminder';
    throw badRequest(`The "${which}" template: ${first[1]}`, fields, 'DLT_TEMPLATE');
  }
  await ctx.settings.set(noticeSmsSetting, input, { by: userId });
  return noticeSettingsView(ctx);
}
