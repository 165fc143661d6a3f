/**
 * A lead's kind of requirement: what the spec's dashboard calls "industry" (getLeadsCountByIndustry,
 * decision 130). Set on the lead form when known; a lead without one (imported, from a portal, or
 * older than the field) is classified from its requirement and project text by the keywords below,
 * first match wins. The dashboard's SQL builds its CASE from these same lists, so the pure function
 * and the count always agree.
 */
export const LEAD_KINDS = ['residential', 'commercial', 'plot', 'materials'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
/** A lead whose text names none of the keywords. */
export const UNKNOWN_KIND = 'unknown';
export type LeadKindOrUnknown = LeadKind | typeof UNKNOWN_KIND;

export const LEAD_KIND_LABELS: Record<LeadKindOrUnknown, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  plot: 'Plot',
  materials: 'Construction materials',
  unknown: 'Not known',
};

/**
 * Keywords, lower case letters and spaces only (each is used as a plain substring in JavaScript and
 * in a PostgreSQL `~*` pattern). Order matters: materials before the rest ("cement for my flat" is
 * a materials enquiry), commercial before residential ("warehouse" holds "house").
 */
export const LEAD_KIND_KEYWORDS: ReadonlyArray<readonly [LeadKind, readonly string[]]> = [
  ['materials', ['cement', 'steel', 'tmt', 'brick', 'aggregate', 'material', 'concrete', 'tiles', ' sand ']],
  ['commercial', ['commercial', 'shop', 'office', 'showroom', 'warehouse', 'godown', 'retail']],
  ['plot', ['plot', 'acre', 'gunta', 'land parcel']],
  [
    'residential',
    [' rk ', 'bhk', 'flat', 'apartment', 'villa', 'house', 'bungalow', 'penthouse', 'studio', 'residential'],
  ],
];

/** The text the keywords are looked for in; the SQL builds the same string (spaces at both ends let " sand " be a word). */
export const kindText = (requirement?: string | null, project?: string | null) =>
  ` ${requirement ?? ''} ${project ?? ''} `.toLowerCase();

/** The kind of a lead: the one chosen on the form, else the first kind whose keyword the text holds. */
export function classifyLeadKind(lead: {
  kind?: string | null | undefined;
  requirement?: string | null | undefined;
  project?: string | null | undefined;
}): LeadKindOrUnknown {
  if (lead.kind && (LEAD_KINDS as readonly string[]).includes(lead.kind)) return lead.kind as LeadKind;
  const text = kindText(lead.requirement, lead.project);
  for (const [kind, words] of LEAD_KIND_KEYWORDS) if (words.some((w) => text.includes(w))) return kind;
  return UNKNOWN_KIND;
}
