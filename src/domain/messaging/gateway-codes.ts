/**
 * Readable reasons for the failure codes Indian SMS gateways report. The codes follow
 * Exotel's published list (lead-domain notes §2); other gateways' names for the same causes map here
 * too, so the campaign screen says "Blocked: number is on DND" instead of "23005".
 */
export const SMS_FAILURE_REASONS: Record<string, string> = {
  '23005': 'Blocked: the number is on the DND (Do Not Disturb) register.',
  '23010': 'The mobile number is not valid.',
  '23072': 'The sender id (header) is not registered on DLT for this entity.',
  '23080': 'Refused by DLT scrubbing: the text does not match the registered template.',
  '23081': 'Refused by DLT: the principal entity id is not registered or not active.',
  '23082': 'Refused by DLT: the template id is not registered or not linked to this header.',
  '23083': 'Refused by DLT: no consent recorded for this recipient (promotional/explicit service).',
  FAILED_DND: 'Blocked: the number is on the DND (Do Not Disturb) register.',
  FAILED_INVALID_NUMBER: 'The mobile number is not valid.',
  FAILED_INVALID_SENDER: 'The sender id (header) is not registered on DLT for this entity.',
  FAILED_DLT_SCRUBBING: 'Refused by DLT scrubbing: the text does not match the registered template.',
  FAILED_DLT_ENTITY: 'Refused by DLT: the principal entity id is not registered or not active.',
  FAILED_DLT_TEMPLATE: 'Refused by DLT: the template id is not registered or not linked to this header.',
  FAILED_DLT_CONSENT: 'Refused by DLT: no consent recorded for this recipient (promotional/explicit service).',
  FAILED_SPAM: 'Refused by the operator as spam.',
  FAILED_BLACKLISTED: 'The number is blacklisted with the gateway.',
  EXPIRED: 'Not delivered in time (phone off or out of coverage).',
  UNDELIVERED: 'The operator could not deliver the message.',
};

/** The sentence for a gateway code, or the gateway's own words with the code when we do not know it. */
export function smsFailureReason(code: string | null | undefined, text?: string | null): string {
  const key = (code ?? '').trim();
  const known = SMS_FAILURE_REASONS[key] ?? SMS_FAILURE_REASONS[key.toUpperCase()];
  if (known) return known;
  const said = (text ?? '').trim();
  if (key && said) return `${said} (gateway code ${key})`;
  if (key) return `The gateway refused the message (code ${key}).`;
  return said || 'The gateway refused the message.';
}
