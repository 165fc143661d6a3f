import { sql } from 'drizzle-orm';
import { indiaDateTime } from '../../../domain/india-date';
import { firstName, type VariableValues } from '../../../domain/messaging/variables';
import type { Company } from '../../../domain/schemas/company';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from './rows';

interface LeadValuesRow {
  id: string;
  name: string;
  mobile: string;
  email: string | null;
  project: string | null;
  city: string | null;
  executive: string | null;
  executive_mobile: string | null;
  site_visit_at: string | Date | null;
}

/**
 * The template variables of many leads in one query (a send batch or a preview): the lead, its
 * assignee, and its next scheduled site visit; the company's come from the profile.
 */
export async function variableValues(
  db: DbOrTx,
  leadIds: string[],
  company: Company,
  now: Date,
): Promise<Map<string, VariableValues>> {
  const out = new Map<string, VariableValues>();
  if (leadIds.length === 0) return out;
  const rows = await rowsOf<LeadValuesRow>(
    db,
    sql`
      select l.id, l.name, l.mobile, l.email, l.project, l.city,
        u.name as executive, u.mobile as executive_mobile,
        (select min(v.at) from site_visits v
          where v.lead_id = l.id and v.status = 'scheduled' and v.at >= ${now.toISOString()}) as site_visit_at
      from leads l left join users u on u.id = l.assigned_to
      where l.id in (select jsonb_array_elements_text(${JSON.stringify(leadIds)}::jsonb)::uuid)`,
  );
  for (const r of rows) {
    out.set(r.id, {
      name: r.name,
      firstName: firstName(r.name),
      mobile: r.mobile,
      email: r.email,
      project: r.project,
      city: r.city,
      executive: r.executive,
      executiveMobile: r.executive_mobile,
      siteVisitDate: r.site_visit_at ? indiaDateTime(r.site_visit_at) : null,
      company: company.name || null,
      companyPhone: company.phone || null,
    });
  }
  return out;
}
