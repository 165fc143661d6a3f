/**
 * Meta's WhatsApp error codes in words a sales executive can act on (decision 214), and whether
 * trying again later may help. A send's refusal, a failed status webhook and the settings' Test all
 * say their reason through `whatsappFailure`, so one code reads the same everywhere.
 */

interface Known {
  reason: string;
  temporary: boolean;
}

const TEMPLATE_PROBLEM = (what: string): Known => ({
  reason: `The template could not be used: ${what} Sync the templates and check the mapping.`,
  temporary: false,
});
const MEDIA_PROBLEM = (what: string): Known => ({ reason: `The file could not be sent: ${what}`, temporary: false });
const RATE = (what: string): Known => ({ reason: `${what} It will be tried again shortly.`, temporary: true });
const PROVIDER_TROUBLE: Known = {
  reason: 'WhatsApp had a problem on its side. It will be tried again shortly.',
  temporary: true,
};
const RESTRICTED: Known = {
  reason:
    'Meta has restricted this WhatsApp Business account (a policy issue). Check the account in Meta Business Manager.',
  temporary: false,
};

export const WHATSAPP_ERRORS: Record<string, Known> = {
  '131026': {
    reason: 'The message could not be delivered: the number may not be on WhatsApp, or cannot receive it now.',
    temporary: false,
  },
  '131047': {
    reason: 'More than 24 hours have passed since the buyer last wrote: only a template can be sent now.',
    temporary: false,
  },
  '470': {
    reason: 'More than 24 hours have passed since the buyer last wrote: only a template can be sent now.',
    temporary: false,
  },
  '131049': {
    reason: 'Meta held back this marketing message to keep this person from getting too many. Try another day.',
    temporary: false,
  },
  '131050': { reason: 'The buyer has stopped marketing messages from us on WhatsApp.', temporary: false },
  '130429': RATE('WhatsApp is sending too fast for the number’s limit.'),
  '131056': RATE('Too many messages to this one person in a short time.'),
  '131048': RATE('Meta limited sending because too many of our messages were reported or blocked.'),
  '4': RATE('Meta limited the number of requests for now.'),
  '80007': RATE('Meta limited the number of requests for now.'),
  '132000': TEMPLATE_PROBLEM('the number of values does not match its placeholders.'),
  '132001': TEMPLATE_PROBLEM('it does not exist at the provider in this language.'),
  '132005': TEMPLATE_PROBLEM('the filled text is too long.'),
  '132007': TEMPLATE_PROBLEM('the filled text breaks WhatsApp’s content rules.'),
  '132012': TEMPLATE_PROBLEM('a value is in the wrong format (a header file or a placeholder).'),
  '132015': TEMPLATE_PROBLEM('Meta has paused it for low quality.'),
  '132016': TEMPLATE_PROBLEM('Meta has disabled it for low quality.'),
  '131008': TEMPLATE_PROBLEM('a required value is empty.'),
  '131051': MEDIA_PROBLEM('WhatsApp does not accept this type of file.'),
  '131052': MEDIA_PROBLEM('WhatsApp could not download the buyer’s file.'),
  '131053': MEDIA_PROBLEM('the upload to WhatsApp failed (size or type).'),
  '190': {
    reason: 'Meta refused the access token: it has expired or was revoked. Put a new one in the WhatsApp settings.',
    temporary: false,
  },
  '100': {
    reason: 'Meta refused a value in the request (check the phone number id and the account id in the settings).',
    temporary: false,
  },
  '368': RESTRICTED,
  '131031': RESTRICTED,
  '133010': {
    reason: 'The WhatsApp number is not registered with the Cloud API yet. Finish its registration in Meta’s console.',
    temporary: false,
  },
  '131000': PROVIDER_TROUBLE,
  '131016': PROVIDER_TROUBLE,
  '2': PROVIDER_TROUBLE,
  '1': PROVIDER_TROUBLE,
};

/**
 * The plain reason for a Meta error code; an unknown code gives the provider's own words with the
 * code (final: a refusal we cannot name is not worth repeating blindly).
 */
export function whatsappFailure(
  code: number | string | null | undefined,
  providerWords?: string | null,
): { reason: string; temporary: boolean } {
  const key = code === null || code === undefined ? '' : String(code).trim();
  const known = WHATSAPP_ERRORS[key];
  if (known) return { ...known };
  const said = (providerWords ?? '').trim();
  if (key && said) return { reason: `WhatsApp refused the message: ${said} (code ${key}).`, temporary: false };
  if (key) return { reason: `WhatsApp refused the message (code ${key}).`, temporary: false };
  return { reason: said ? `WhatsApp refused the message: ${said}` : 'WhatsApp refused the message.', temporary: false };
}
