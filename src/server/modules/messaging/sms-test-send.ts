import { randomUUID } from 'node:crypto';
import { checkedDltText } from '../../../domain/messaging/dlt';
import { nextPromoWindowStart } from '../../../domain/messaging/send-window';
import { smsLength } from '../../../domain/messaging/sms-text';
import { SAMPLE_VARIABLE_VALUES, variableLabel } from '../../../domain/messaging/variables';
import { normaliseIndianMobile } from '../../../domain/schemas/common';
import type { SmsTest } from '../../../domain/schemas/sms-settings';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { smsGatewayOf, smsReady } from './sms-config';
import { getTemplate } from './templates';

/**
 * POST /api/settings/sms/test: the registered template the administrator picked, filled with the
 * sample values (theirs where typed), sent with its own DLT template id and header — what a
 * DLT-checking gateway accepts — and the gateway's answer as it came (decision 160).
 */
export async function testSms(ctx: AppContext, input: SmsTest) {
  const mobile = normaliseIndianMobile(input.mobile);
  if (!mobile) throw badRequest('Mobile must be 10 digits starting with 6, 7, 8 or 9.', { mobile: 'Not a mobile.' });
  const setup = await smsReady(ctx, false);
  if (!setup) throw badRequest('Save the SMS settings first.', undefined, 'SMS_NOT_SET');
  const template = await getTemplate(ctx.db, input.templateId);
  if (template.channel !== 'sms') {
    throw badRequest('That is an email template; choose an SMS template.', { templateId: 'Not an SMS template.' });
  }
  if (template.category === 'promotional' && nextPromoWindowStart(ctx.clock())) {
    throw badRequest(
      'A promotional template can be sent only between 09:00 and 21:00 India time; test it then, or pick another template.',
      { templateId: 'Outside 09:00–21:00 IST.' },
      'PROMO_WINDOW',
    );
  }
  const values = { ...SAMPLE_VARIABLE_VALUES, ...input.values };
  const { text, problem } = checkedDltText(template.registeredText, template.variables, values, variableLabel);
  if (problem) throw badRequest(`DLT check failed, nothing was sent: ${problem}`, { values: problem }, 'DLT_MISMATCH');
  const result = await smsGatewayOf(ctx, setup).send({
    to: mobile,
    text,
    senderId: template.senderId,
    dltTemplateId: template.dltTemplateId,
    category: template.category,
    encoding: smsLength(text).encoding,
    clientRef: `test-${randomUUID()}`,
  });
  const sent = { text, dltTemplateId: template.dltTemplateId, senderId: template.senderId };
  return result.ok
    ? {
        ok: true,
        message: `The gateway accepted the message (id ${result.providerId}).`,
        providerId: result.providerId,
        code: null,
        ...sent,
      }
    : {
        ok: false,
        message: `The gateway did not accept it: ${result.reason}`,
        providerId: null,
        code: result.code,
        ...sent,
      };
}
