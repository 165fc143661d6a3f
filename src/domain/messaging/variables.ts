/**
 * The variables a template may use: from the lead, its assignee and the company. Email
 * templates write them `{{name}}`; SMS templates choose one per DLT `{#var#}`, in order.
 */
export const TEMPLATE_VARIABLES = [
  'name',
  'firstName',
  'mobile',
  'email',
  'project',
  'city',
  'executive',
  'executiveMobile',
  'siteVisitDate',
  'company',
  'companyPhone',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

export const TEMPLATE_VARIABLE_LABELS: Record<TemplateVariable, string> = {
  name: "Lead's name",
  firstName: "Lead's first name",
  mobile: "Lead's mobile",
  email: "Lead's email",
  project: 'Project',
  city: 'City',
  executive: 'Assigned executive',
  executiveMobile: "Executive's mobile",
  siteVisitDate: 'Next site visit (date and time)',
  company: 'Company name',
  companyPhone: 'Company phone',
};

/** Values a test SMS is filled with unless the administrator types others (the SMS settings' test send). */
export const SAMPLE_VARIABLE_VALUES: Record<TemplateVariable, string> = {
  name: 'Ravi Kumar',
  firstName: 'Ravi',
  mobile: '9876543210',
  email: 'ravi@example.in',
  project: 'Sunrise Towers',
  city: 'Pune',
  executive: 'Asha Patil',
  executiveMobile: '9876543210',
  siteVisitDate: '05/05/2026 11:00',
  company: 'Sunrise Developers',
  companyPhone: '02012345678',
};

export const isTemplateVariable = (v: string): v is TemplateVariable =>
  (TEMPLATE_VARIABLES as readonly string[]).includes(v);

export const variableLabel = (v: string): string => (isTemplateVariable(v) ? TEMPLATE_VARIABLE_LABELS[v] : v);

export type VariableValues = Partial<Record<TemplateVariable, string | null>>;

const MUSTACHE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** Variable names used in an email template's text, each once, in order of first use. */
export function usedVariables(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(MUSTACHE)) if (m[1]) out.add(m[1]);
  return [...out];
}

/**
 * Our variables the texts use that have no value for this lead, as labels: an email would read
 * "your visit is on ." without a word, so the preview says which are empty before anyone sends.
 */
export function emptyVariables(values: VariableValues, ...texts: string[]): string[] {
  return [...new Set(texts.flatMap(usedVariables))]
    .filter((v) => isTemplateVariable(v) && !(values[v] ?? '').trim())
    .map(variableLabel);
}

/** Names used that are not ours: the editor flags them rather than sending "{{nmae}}" to buyers. */
export function unknownVariables(...texts: string[]): string[] {
  return [...new Set(texts.flatMap(usedVariables))].filter((v) => !isTemplateVariable(v));
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills `{{var}}`; in HTML the values are escaped (a lead's name is not markup). Missing → empty. */
export function fillVariables(text: string, values: VariableValues, mode: 'text' | 'html' = 'text'): string {
  return text.replace(MUSTACHE, (_m, name: string) => {
    const v = isTemplateVariable(name) ? (values[name] ?? '') : '';
    return mode === 'html' ? escapeHtml(v) : v;
  });
}

/** A plain-text alternative from HTML when the template has none of its own. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** First word of a name: "Dear Ravi" reads better than "Dear Ravi Kumar Sharma". */
export const firstName = (name: string | null | undefined) => (name ?? '').trim().split(/\s+/)[0] ?? '';
