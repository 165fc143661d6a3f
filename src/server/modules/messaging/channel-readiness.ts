import type { ChannelReadiness } from '../../../domain/schemas/campaign-preflight';
import type { AppContext } from '../../context';
import { smsSetting } from '../../sms/sms-settings';
import { whatsappSetting } from '../../whatsapp/whatsapp-settings';
import { mailerReady } from './email-sender';

export const EMAIL_NOT_SET = 'Email is not set up: the SMTP settings have not been saved.';

/**
 * Whether each channel can send, in the sentence a send screen shows at once (decision 158) and a
 * campaign is refused with: the screen and the refusal read this one function.
 */
export async function channelReadiness(ctx: Pick<AppContext, 'settings' | 'mailer'>): Promise<ChannelReadiness> {
  const email = await mailerReady(ctx);
  const sms = await ctx.settings.get(smsSetting);
  const smsProblem = !sms
    ? 'SMS is not set up: the SMS gateway settings have not been saved.'
    : !sms.enabled
      ? 'SMS is switched off in the SMS settings.'
      : !sms.entityId
        ? 'SMS is not set up: the DLT entity id is missing from the SMS settings.'
        : sms.senderIds.length === 0
          ? 'SMS is not set up: no sender id (header) is registered in the SMS settings.'
          : null;
  const whatsapp = await ctx.settings.get(whatsappSetting);
  const whatsappProblem = !whatsapp
    ? 'WhatsApp is not set up: the WhatsApp settings have not been saved.'
    : !whatsapp.enabled
      ? 'WhatsApp is switched off in the WhatsApp settings.'
      : null;
  return {
    email: { ready: email, problem: email ? null : EMAIL_NOT_SET },
    sms: {
      ready: smsProblem === null,
      problem: smsProblem,
      senderIds: sms ? sms.senderIds.map((s) => s.toUpperCase()) : [],
    },
    whatsapp: { ready: whatsappProblem === null, problem: whatsappProblem },
  };
}
