/**
 * DLT (TRAI TCCCPR 2018): an Indian commercial SMS is scrubbed against the content template the
 * principal entity registered, and dropped when it does not match. The registered text carries
 * `{#var#}` placeholders; each may be filled with up to 30 characters. Our template lists, in order,
 * which of our variables fills each placeholder. These rules run before anything leaves (server)
 * and live on the template screen (web).
 */

/** The DLT placeholder, as operators write it; case and inner spaces vary in pasted text. */
const VAR_RE = /\{#\s*var\s*#\}/gi;
export const DLT_VAR = '{#var#}';
/** The most a `{#var#}` may carry (operators' scrubbing rule). */
export const DLT_VAR_MAX = 30;

export const SMS_CATEGORIES = ['transactional', 'service_implicit', 'service_explicit', 'promotional'] as const;
export type SmsCategory = (typeof SMS_CATEGORIES)[number];
export const SMS_CATEGORY_LABELS: Record<SmsCategory, string> = {
  transactional: 'Transactional',
  service_implicit: 'Service (implicit)',
  service_explicit: 'Service (explicit)',
  promotional: 'Promotional',
};

/** The literal pieces between placeholders: n placeholders → n + 1 pieces. */
export function dltParts(registeredText: string): string[] {
  return normaliseNewlines(registeredText).split(VAR_RE);
}

export function dltVarCount(registeredText: string): number {
  return dltParts(registeredText).length - 1;
}

const normaliseNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

/** Problems with a template itself: its placeholders and our variable list must line up. */
export function checkSmsTemplateShape(registeredText: string, variables: readonly string[]): string[] {
  const problems: string[] = [];
  const n = dltVarCount(registeredText);
  if (!registeredText.trim()) problems.push('The registered text is empty.');
  if (n !== variables.length) {
    problems.push(
      `The registered text has ${n} ${n === 1 ? 'placeholder' : 'placeholders'} {#var#} but ${variables.length} ${
        variables.length === 1 ? 'variable is' : 'variables are'
      } chosen; choose one variable for each {#var#}, in order.`,
    );
  }
  return problems;
}

export interface DltRender {
  text: string;
  /** Human sentences; empty when the message may leave. */
  problems: string[];
}

/**
 * Fills each `{#var#}` with the value of the variable chosen for it. A value over 30 characters or
 * empty is a problem (the operator would drop the message or send a broken sentence).
 */
export function renderDlt(
  registeredText: string,
  variables: readonly string[],
  values: Readonly<Record<string, string | null | undefined>>,
  label: (variable: string) => string = (v) => v,
): DltRender {
  const problems = checkSmsTemplateShape(registeredText, variables);
  const parts = dltParts(registeredText);
  let text = parts[0] ?? '';
  for (let i = 1; i < parts.length; i++) {
    const variable = variables[i - 1];
    const raw = variable === undefined ? '' : (values[variable] ?? '');
    // A line break inside a value would change the registered text's shape.
    const value = raw.replace(/\s+/g, ' ').trim();
    if (variable !== undefined && !value) problems.push(`${label(variable)} has no value for this lead.`);
    if (value.length > DLT_VAR_MAX) {
      problems.push(
        `${label(variable ?? '')} is ${value.length} characters ("${value}"); DLT allows at most ${DLT_VAR_MAX} in a {#var#}.`,
      );
    }
    text += value + parts[i];
  }
  return { text, problems };
}

export interface DltMismatch {
  /** 0-based position in the text where it stops matching. */
  at: number;
  /** What the registered template has there (a literal piece, or the end of the message). */
  expected: string;
  /** What the text has there instead. */
  found: string;
  message: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const VALUE = `[\\s\\S]{0,${DLT_VAR_MAX}}`;

/**
 * Does a finished text match the registered template (each `{#var#}` standing for up to 30
 * characters)? On a mismatch, says where and what differs, as the operator's scrubber would refuse it.
 */
export function dltMatch(registeredText: string, text: string): { ok: true } | ({ ok: false } & DltMismatch) {
  const parts = dltParts(registeredText);
  const body = normaliseNewlines(text);
  const full = new RegExp(`^${parts.map(escapeRe).join(VALUE)}$`);
  if (full.test(body)) return { ok: true };
  // Find the longest run of pieces that still matches from the start, to say where it went wrong.
  let matched = 0;
  let end = 0;
  for (let k = 1; k <= parts.length; k++) {
    const m = new RegExp(`^${parts.slice(0, k).map(escapeRe).join(VALUE)}`).exec(body);
    if (!m) break;
    matched = k;
    end = m[0].length;
  }
  if (matched === parts.length) {
    const found = body.slice(end);
    return {
      ok: false,
      at: end,
      expected: '',
      found,
      message: `Extra text after the registered template: "${clip(found)}".`,
    };
  }
  const expected = parts[matched] ?? '';
  // After a placeholder the value may run up to 30 characters; show the text from where it starts.
  const found = body.slice(end, end + Math.max(expected.length, 20) + (matched > 0 ? DLT_VAR_MAX : 0));
  const message =
    matched === 0
      ? `The text does not start as registered: expected "${clip(expected)}", found "${clip(found)}".`
      : `After placeholder ${matched} the registered text continues "${clip(expected)}" but the message has "${clip(found)}" (or the value is longer than ${DLT_VAR_MAX} characters).`;
  return { ok: false, at: end, expected, found, message };
}

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * The DLT check a message passes before it leaves, in one place: the values fill the placeholders
 * (each non-empty and at most 30 characters) and the result matches the registered text. `problem`
 * is the sentence to show or store, null when the message may go. Campaigns' test send and the
 * demand and reminder SMS (decision 199) call this, so there is one copy of the rule.
 */
export function checkedDltText(
  registeredText: string,
  variables: readonly string[],
  values: Readonly<Record<string, string | null | undefined>>,
  label: (variable: string) => string = (v) => v,
): { text: string; problem: string | null } {
  const { text, problems } = renderDlt(registeredText, variables, values, label);
  const match = dltMatch(registeredText, text);
  const all = [...problems, match.ok ? null : match.message].filter((p): p is string => !!p);
  return { text, problem: all.length ? all.join(' ') : null };
}
