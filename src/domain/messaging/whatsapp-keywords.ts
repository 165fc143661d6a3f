/**
 * Words that, sent alone as a whole WhatsApp message, opt the buyer out (decision 215). Meta asks
 * businesses to honour STOP; Indian buyers also write it in Hindi or Marathi, in Devanagari or in
 * Latin letters. Only the whole message counts: "please don't stop calling" opts nobody out.
 */
const STOP_WORDS = [
  'stop',
  'stop all',
  'stopall',
  'unsubscribe',
  'opt out',
  'optout',
  'cancel',
  'end',
  'quit',
  // Hindi
  'रोकें',
  'रोको',
  'रोक दो',
  'बंद',
  'बंद करो',
  'बंद करें',
  'मत भेजो',
  'मत भेजें',
  'band karo',
  'band',
  'mat bhejo',
  // Marathi
  'थांबवा',
  'थांबा',
  'बंद करा',
  'नको',
  'पाठवू नका',
  'nako',
  'thambva',
] as const;

/** Lower case, punctuation and emoji dropped, spaces collapsed; Devanagari marks kept. */
function keywordKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STOP_KEYS = new Set(STOP_WORDS.map(keywordKey));

/** True when the whole message is one of the opt-out words (any case, spacing or punctuation). */
export function isWhatsAppStop(text: string | null | undefined): boolean {
  if (!text) return false;
  return STOP_KEYS.has(keywordKey(text));
}
