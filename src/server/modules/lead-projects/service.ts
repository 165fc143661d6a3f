import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pageCount } from '../../../domain/paging';
import type {
  ProjectAliasList,
  ProjectAliasResult,
  projectAliasInputSchema,
  UnmatchedProjects,
  unmatchedProjectsQuerySchema,
} from '../../../domain/schemas/lead-projects';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { projectTextKey } from '../../db/schema/project-aliases';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { likePattern } from '../../lib/like-pattern';
import type { LeadActor } from '../lead-records/public';
import { projectIdOfText, rematchLeads } from './match';

const unmatched = sql`l.project_id is null and l.project is not null and btrim(l.project) <> '' and l.deleted_at is null`;

/**
 * The project texts of live leads that matched no project, one row per key (case and spaces
 * ignored), most leads first, with the count of leads each and of all of them.
 */
export async function listUnmatchedProjects(
  deps: Pick<AppContext, 'db'>,
  query: z.output<typeof unmatchedProjectsQuerySchema>,
): Promise<UnmatchedProjects> {
  const search = query.search ? sql`and l.project ilike ${likePattern(query.search)}` : sql``;
  const key = projectTextKey(sql`l.project`);
  const rows = rowsOf<{ text: string; leads: number; texts: number; all_leads: number }>(
    await deps.db.execute(sql`
      with g as (
        select ${key} as key, min(l.project) as text, count(*)::int as leads
        from leads l where ${unmatched} ${search} group by ${key}
      )
      select g.text, g.leads, count(*) over ()::int as texts, sum(g.leads) over ()::int as all_leads
      from g order by g.leads desc, g.key
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
  );
  let total = rows[0]?.texts ?? 0;
  let leads = rows[0]?.all_leads ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = rowsOf<{ texts: number; all_leads: number }>(
      await deps.db.execute(sql`
        select count(distinct ${key})::int as texts, count(*)::int as all_leads from leads l where ${unmatched} ${search}`),
    );
    total = count?.texts ?? 0;
    leads = count?.all_leads ?? 0;
  }
  return {
    texts: rows.map((r) => ({ text: r.text, leads: Number(r.leads) })),
    total: Number(total),
    leads: Number(leads),
    page: query.page,
    pageCount: pageCount(Number(total), query.pageSize),
  };
}

/**
 * "This text names that project": an alias, then every lead with the text (in any case and
 * spacing) and no project is matched to it in one UPDATE. The leads keep their text. A text that
 * already names a project is refused with the project it names.
 */
export async function addProjectAlias(
  deps: Pick<AppContext, 'db' | 'clock'>,
  input: z.output<typeof projectAliasInputSchema>,
  actor: LeadActor,
): Promise<ProjectAliasResult> {
  return deps.db.transaction(async (tx) => {
    const [project] = rowsOf<{ id: string; name: string }>(
      await tx.execute(sql`select id, name from projects where id = ${input.projectId}::uuid for share`),
    );
    if (!project) {
      const message = 'That project does not exist.';
      throw badRequest(message, { projectId: message }, 'PROJECT_NOT_FOUND');
    }
    const [named] = rowsOf<{ name: string }>(
      await tx.execute(sql`select p.name from projects p where p.id = ${projectIdOfText(sql`${input.text}::text`)}`),
    );
    if (named) {
      const message = `"${input.text}" already names the project ${named.name}.`;
      throw conflict(message, 'PROJECT_TEXT_MAPPED', { text: message });
    }
    const [alias] = rowsOf<{ id: string; text: string; key: string }>(
      await tx.execute(sql`
        insert into project_aliases (text, key, project_id, created_by, created_at)
        values (${input.text}, ${projectTextKey(sql`${input.text}::text`)}, ${project.id}::uuid, ${actor.id}::uuid,
          ${deps.clock()}::timestamptz)
        on conflict (key) do nothing
        returning id, text, key`),
    );
    if (!alias) {
      // Another person mapped the same text a moment ago.
      const message = `"${input.text}" was just mapped by someone else. Reload the list.`;
      throw conflict(message, 'PROJECT_TEXT_MAPPED', { text: message });
    }
    const matched = await rematchLeads(tx, { key: sql`${alias.key}` });
    return { alias: { _id: alias.id, text: alias.text, project: { _id: project.id, name: project.name } }, matched };
  });
}

/** A project's aliases, oldest first, with who added each; 404 for an unknown project. */
export async function listProjectAliases(deps: Pick<AppContext, 'db'>, projectId: string): Promise<ProjectAliasList> {
  const rows = rowsOf<{
    id: string;
    text: string;
    created_at: Date | string;
    by_id: string | null;
    by_name: string | null;
  }>(
    await deps.db.execute(sql`
      select a.id, a.text, a.created_at, u.id as by_id, u.name as by_name
      from projects p left join project_aliases a on a.project_id = p.id left join users u on u.id = a.created_by
      where p.id = ${projectId}::uuid order by a.created_at, a.text`),
  );
  if (rows.length === 0) throw notFound('That project does not exist.', 'PROJECT_NOT_FOUND');
  return {
    aliases: rows.flatMap((r) =>
      r.id
        ? [
            {
              _id: r.id,
              text: r.text,
              createdAt: new Date(r.created_at).toISOString(),
              createdBy: r.by_id && r.by_name !== null ? { _id: r.by_id, name: r.by_name } : null,
            },
          ]
        : [],
    ),
  };
}

/**
 * Removes an alias: from now on its text names no project, so new leads with it wait on the list
 * of unmatched texts. Leads it already matched keep their project, as leads of a renamed project
 * keep theirs (a person may have chosen it since); their text is unchanged either way.
 */
export async function removeProjectAlias(deps: Pick<AppContext, 'db'>, id: string): Promise<{ message: string }> {
  const [row] = rowsOf<{ text: string; name: string }>(
    await deps.db.execute(sql`
      delete from project_aliases a using projects p
      where a.id = ${id}::uuid and p.id = a.project_id returning a.text, p.name`),
  );
  if (!row) throw notFound('That alias does not exist. It may have been removed already.', 'ALIAS_NOT_FOUND');
  return { message: `"${row.text}" no longer names ${row.name}. Leads already matched keep the project.` };
}
