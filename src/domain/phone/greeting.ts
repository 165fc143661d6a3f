/** The phone app's WhatsApp greeting: zod-free, so the app's lead screen uses the same rule as the office's preview. */

export const DEFAULT_WHATSAPP_GREETING =
  'Namaste {name}, this is {executive} from {company}. Thank you for your interest in {project}. When would be a good time to talk?';

/** The values a WhatsApp greeting names. */
export type GreetingValues = Partial<Record<'name' | 'project' | 'executive' | 'company', string | null>>;

/**
 * The greeting filled in for one lead: {name}, {project}, {executive} and {company}; one without a
 * value becomes empty. The app's WhatsApp button and the office's preview both use this one rule.
 */
export function fillGreeting(template: string, values: GreetingValues): string {
  return template.replace(/\{(name|project|executive|company)\}/g, (_, key: keyof GreetingValues) => values[key] ?? '');
}
