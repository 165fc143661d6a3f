import type { WhatsAppTemplateParts, WhatsAppWindow } from '../schemas/whatsapp';
import { WHATSAPP_WINDOW_HOURS } from '../schemas/whatsapp';
import { TEMPLATE_VARIABLE_LABELS, type VariableValues } from './variables';

/**
 * A WhatsApp template's body placeholders and their filling (decision 214). Meta numbers them
 * {{1}}, {{2}}…; `params[i]` names the variable of {{i+1}}. One function fills a template for a
 * lead, so the preview, the single send and the campaign send the same words.
 */

/** The highest {{n}} in a body: how many values a send must carry. */
export function placeholderCount(body: string): number {
  let max = 0;
  for (const m of body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}

export interface FilledTemplate {
  /** One value per placeholder, in order. */
  params: string[];
  /** The body as the buyer reads it. */
  text: string;
  /** Placeholders with no variable mapped, by number ({{2}}). */
  unmapped: string[];
  /** Mapped variables that are empty for this lead, by label: Meta refuses an empty parameter. */
  empty: string[];
}

export function fillWhatsAppTemplate(
  t: Pick<WhatsAppTemplateParts, 'body' | 'params'>,
  values: VariableValues,
): FilledTemplate {
  const count = placeholderCount(t.body);
  const params: string[] = [];
  const unmapped: string[] = [];
  const empty: string[] = [];
  for (let i = 0; i < count; i++) {
    const variable = t.params[i] ?? null;
    if (!variable) {
      unmapped.push(`{{${i + 1}}}`);
      params.push('');
      continue;
    }
    // WhatsApp refuses new lines, tabs and more than four spaces in a row inside a parameter.
    const value = (values[variable] ?? '')
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/ {5,}/g, '    ')
      .trim();
    if (!value) empty.push(TEMPLATE_VARIABLE_LABELS[variable]);
    params.push(value);
  }
  const text = t.body.replace(/\{\{\s*(\d{1,2})\s*\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
  return { params, text, unmapped, empty };
}

/** The 24-hour customer-service window after the buyer's last message. */
export function whatsappWindow(lastInboundAt: Date | null, now: Date): WhatsAppWindow {
  if (!lastInboundAt) return { open: false, closesAt: null, lastInboundAt: null };
  const closes = new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_HOURS * 3600_000);
  return { open: closes > now, closesAt: closes.toISOString(), lastInboundAt: lastInboundAt.toISOString() };
}
