import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { projectTextKey } from '../../db/schema/project-aliases';
import { badRequest } from '../../lib/app-error';

/**
 * Matching a lead's project text to a project (decision 184). A text names a project when its key
 * (projectTextKey: case and white space ignored) is the key of the project's name or of one of its
 * aliases; a project's own name wins over another project's alias. What matches nothing keeps its
 * text with no project.
 */

/** Every key that names a project, one row per key: `select key, project_id`. */
export const projectMatchesSql = sql`
  select distinct on (m.key) m.key, m.project_id from (
    select ${projectTextKey(sql`p.name`)} as key, p.id as project_id, 0 as pref, p.created_at from projects p
    union all
    select a.key, a.project_id, 1 as pref, a.created_at from project_aliases a
  ) m order by m.key, m.pref, m.created_at`;

/** The project a text names, as a scalar SQL expression (null for none). */
export const projectIdOfText = (text: SQL): SQL<string | null> =>
  sql<string | null>`(select pm.project_id from (${projectMatchesSql}) pm where pm.key = ${projectTextKey(text)})`;

/** The project each text names, in one query for a set of texts (a portal's or webhook's set of leads). */
export async function matchProjectTexts(
  db: DbOrTx,
  texts: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const distinct = [...new Set(texts.filter((t): t is string => typeof t === 'string' && t.trim() !== ''))];
  if (distinct.length === 0) return new Map();
  const rows = rowsOf<{ text: string; project_id: string }>(
    await db.execute(sql`
      select t.text, pm.project_id from jsonb_array_elements_text(${JSON.stringify(distinct)}::jsonb) as t(text)
      join (${projectMatchesSql}) pm on pm.key = ${projectTextKey(sql`t.text`)}`),
  );
  return new Map(rows.map((r) => [r.text, r.project_id]));
}

/**
 * A lead form's project: a chosen project (its name becomes the text when none is given) or the
 * text, matched. An unknown project id is a 400 on its field.
 */
export async function resolveLeadProject(
  db: DbOrTx,
  input: { projectId?: string | null | undefined; project?: string | null | undefined },
): Promise<{ projectId: string | undefined; project: string | undefined }> {
  const text = input.project?.trim() ? input.project : undefined;
  if (input.projectId) {
    const [row] = rowsOf<{ name: string }>(
      await db.execute(sql`select name from projects where id = ${input.projectId}::uuid`),
    );
    if (!row) {
      const message = 'That project does not exist.';
      throw badRequest(message, { projectId: message }, 'PROJECT_NOT_FOUND');
    }
    return { projectId: input.projectId, project: text ?? row.name };
  }
  if (!text) return { projectId: undefined, project: undefined };
  const matched = await matchProjectTexts(db, [text]);
  return { projectId: matched.get(text), project: text };
}

/**
 * Matches, in one UPDATE, every lead (live or in the bin) that has a project text and no project
 * to the project its text now names — for one project (created or renamed: its name and aliases)
 * or one alias key (just added). The text is kept. Returns how many leads were matched.
 */
export async function rematchLeads(tx: DbOrTx, which: { projectId: string } | { key: SQL }): Promise<number> {
  const only = 'projectId' in which ? sql`pm.project_id = ${which.projectId}::uuid` : sql`pm.key = ${which.key}`;
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      with u as (
        update leads l set project_id = pm.project_id
        from (${projectMatchesSql}) pm
        where ${only} and l.project_id is null and l.project is not null
          and ${projectTextKey(sql`l.project`)} = pm.key
        returning 1
      ) select count(*)::int as n from u`),
  );
  return Number(row?.n ?? 0);
}

/** Matches the leads of a project just created or renamed (the projects service calls it in its transaction). */
export const matchLeadsToProject = (tx: DbOrTx, projectId: string) => rematchLeads(tx, { projectId });
