/**
 * How long an SMS is and how many parts it goes out in. Operators bill per part, so
 * the screen's live counter and the server's cost estimate use this one function.
 *
 * GSM 03.38: a text made only of the GSM-7 alphabet is sent 7-bit, 160 characters in one part or
 * 153 per part when split (the 7 remaining septets carry the concatenation header); the extension
 * characters (^ { } \ [ ] ~ | €) take two septets each. Anything else (Devanagari, emoji, curly
 * quotes) sends the whole message as UCS-2: 70 in one part, 67 per part when split, counted in
 * UTF-16 code units (an emoji is two).
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7, extension characters count 2) or UTF-16 code units (UCS-2). */
  length: number;
  segments: number;
  /** What one part holds at this encoding and part count (160/153 or 70/67). */
  perSegment: number;
  /** Characters left before another part is needed. */
  remaining: number;
}

/** The characters that force Unicode, each once, so the screen can say which ones they are. */
export function nonGsmCharacters(text: string): string[] {
  const out = new Set<string>();
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) out.add(ch);
  return [...out];
}

export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!basic.has(ch) && !extension.has(ch)) return 'ucs2';
  return 'gsm7';
}

export function smsLength(text: string): SmsLength {
  const encoding = smsEncoding(text);
  let length = 0;
  if (encoding === 'gsm7') {
    for (const ch of text) length += extension.has(ch) ? 2 : 1;
  } else {
    length = text.length; // UTF-16 code units, which is what UCS-2 parts count
  }
  const single = encoding === 'gsm7' ? 160 : 70;
  const multi = encoding === 'gsm7' ? 153 : 67;
  const segments = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  const perSegment = segments <= 1 ? single : multi;
  const remaining = segments <= 1 ? single - length : segments * multi - length;
  return { encoding, length, segments, perSegment, remaining };
}
