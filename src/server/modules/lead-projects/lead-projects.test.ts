import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadCreateSchema } from '../../../domain/schemas/lead';
import { rowsOf } from '../../db/rows';
import { api, importFile, people, t, withImportApp } from '../lead-import/import-fixture';
import { insertLeads } from '../leads/public';
import { insertInventory } from '../projects/inventory-fixture';
import { matchLeadsToProject } from './public';

// Leads ↔ projects (decision 184): text from every way in is matched to a project by name or alias,
// case and spaces ignored; what matches nothing keeps its text, is listed, and is mapped later.

withImportApp();

const mobile = (n: number) => `98220${String(n).padStart(5, '0')}`;
const create = (body: Record<string, unknown>) => api('POST', '/api/lead/create', { name: 'Asha', ...body });

async function counts() {
  const [row] = rowsOf<{ with_text: number; matched: number; unmatched: number }>(
    await t.database.db.execute(sql`
      select count(*) filter (where project is not null and btrim(project) <> '')::int as with_text,
        count(*) filter (where project is not null and btrim(project) <> '' and project_id is not null)::int as matched,
        count(*) filter (where project is not null and btrim(project) <> '' and project_id is null)::int as unmatched
      from leads where deleted_at is null`),
  );
  return row!;
}

describe('leads and projects', () => {
  let heights: string;
  let valley: string;

  it('matches a lead form’s text by name in any case and spacing, and takes a chosen project', async () => {
    heights = (await insertInventory(t.database.db, { name: 'Sahyadri Heights' })).project.id;
    valley = (await insertInventory(t.database.db, { name: 'Green Valley' })).project.id;

    const typed = await create({ mobile: mobile(1), project: '  sahyadri   HEIGHTS ' });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.data.lead).toMatchObject({
      project: 'sahyadri   HEIGHTS',
      projectId: heights,
      projectName: 'Sahyadri Heights',
    });

    const chosen = await create({ mobile: mobile(2), projectId: valley, requirement: '2BHK' });
    expect(chosen.data.lead).toMatchObject({ project: 'Green Valley', projectId: valley, requirement: '2BHK' });

    const none = await create({ mobile: mobile(3), project: 'Sea Breeze' });
    expect(none.data.lead).toMatchObject({ project: 'Sea Breeze', projectId: null, projectName: null });

    const unknown = await create({ mobile: mobile(4), projectId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.fields.projectId).toBe('That project does not exist.');
    expect(await api('GET', `/api/lead/getLeads?search=${mobile(4)}`).then((r) => r.data.total)).toBe(0);

    // The lead as its GET gives it is a valid update, and keeps its project.
    const got = await api('GET', `/api/lead/getLeadById/${typed.data.lead._id}`);
    const put = await api('PUT', `/api/lead/update/${typed.data.lead._id}`, got.data.lead);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.data.lead).toMatchObject({ projectId: heights, project: 'sahyadri   HEIGHTS' });
    // Choosing another project on the form moves it; the form sends the new name with it.
    const moved = await api('PUT', `/api/lead/update/${typed.data.lead._id}`, {
      ...got.data.lead,
      projectId: valley,
      project: 'Green Valley',
    });
    expect(moved.data.lead).toMatchObject({ projectId: valley, project: 'Green Valley' });
    await api('PUT', `/api/lead/update/${typed.data.lead._id}`, { ...got.data.lead, projectId: null });

    const options = await api('GET', '/api/lead/getLeadFormOptions');
    expect(options.data.projects).toEqual([
      { _id: valley, name: 'Green Valley' },
      { _id: heights, name: 'Sahyadri Heights' },
    ]);
  });

  it('filters the lead list by project', async () => {
    const list = await api('GET', `/api/lead/getLeads?projectId=${heights}`);
    expect(list.data.leads.map((l: { mobile: string }) => l.mobile)).toEqual([mobile(1)]);
    expect((await api('GET', `/api/lead/getLeads?projectId=${valley}`)).data.total).toBe(1);
    expect((await api('GET', '/api/lead/getLeads?projectId=nope')).statusCode).toBe(400);
  });

  it('matches an import’s rows in the batch, and a portal’s set in one query', async () => {
    const csv = [
      'Name,Mobile,Project',
      `Ravi,${mobile(10)},GREEN valley`,
      `Meera,${mobile(11)},Green  Valley `,
      `Kiran,${mobile(12)},Sahyadri Hts`,
      `Sunil,${mobile(13)},sahyadri hts`,
      `Nisha,${mobile(14)},`,
    ].join('\n');
    const record = await importFile('leads.csv', csv);
    expect(record.counts).toMatchObject({ created: 5 });
    const rows = rowsOf<{ mobile: string; project: string | null; project_id: string | null }>(
      await t.database.db.execute(
        sql`select mobile, project, project_id from leads where mobile like '982200001%' order by mobile`,
      ),
    );
    expect(rows).toEqual([
      { mobile: mobile(10), project: 'GREEN valley', project_id: valley },
      { mobile: mobile(11), project: 'Green  Valley', project_id: valley },
      { mobile: mobile(12), project: 'Sahyadri Hts', project_id: null },
      { mobile: mobile(13), project: 'sahyadri hts', project_id: null },
      { mobile: mobile(14), project: null, project_id: null },
    ]);

    const actor = { id: people.admin.id, name: 'Admin', role: 0 as const };
    const ids = await t.database.db.transaction((tx) =>
      insertLeads(
        tx,
        [
          leadCreateSchema.parse({ name: 'Portal A', mobile: mobile(20), project: 'sahyadri heights' }),
          leadCreateSchema.parse({ name: 'Portal B', mobile: mobile(21), project: 'Unknown Towers' }),
        ],
        actor,
        t.clock.now,
      ),
    );
    const portal = rowsOf<{ project_id: string | null }>(
      await t.database.db.execute(sql`select project_id from leads where id in (${ids[0]}::uuid, ${ids[1]}::uuid)
        order by mobile`),
    );
    expect(portal.map((r) => r.project_id)).toEqual([heights, null]);
  });

  it('lists the unmatched texts with counts that add up, and maps one without losing its text', async () => {
    const before = await counts();
    const list = await api('GET', '/api/projects/unmatched');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.texts).toEqual([
      { text: 'Sahyadri Hts', leads: 2 },
      { text: 'Sea Breeze', leads: 1 },
      { text: 'Unknown Towers', leads: 1 },
    ]);
    expect(list.data).toMatchObject({ total: 3, leads: 4, page: 1, pageCount: 1 });
    expect(list.data.leads).toBe(before.unmatched);
    expect(before.matched + before.unmatched).toBe(before.with_text);
    expect((await api('GET', '/api/projects/unmatched?search=hts')).data.texts).toEqual([
      { text: 'Sahyadri Hts', leads: 2 },
    ]);

    const mapped = await api('POST', '/api/projects/aliases', { text: 'SAHYADRI  hts', projectId: heights });
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mapped.data).toMatchObject({ matched: 2, alias: { text: 'SAHYADRI  hts', project: { _id: heights } } });
    const after = await counts();
    expect(after).toEqual({
      with_text: before.with_text,
      matched: before.matched + 2,
      unmatched: before.unmatched - 2,
    });
    const kept = rowsOf<{ project: string }>(
      await t.database.db.execute(sql`select project from leads where project_id = ${heights}::uuid order by mobile`),
    );
    expect(kept.map((r) => r.project)).toContain('sahyadri hts');
    expect((await api('GET', '/api/projects/unmatched')).data.texts.map((r: { text: string }) => r.text)).toEqual([
      'Sea Breeze',
      'Unknown Towers',
    ]);

    // A later lead with the alias's text is matched at once.
    const later = await create({ mobile: mobile(30), project: 'sahyadri HTS' });
    expect(later.data.lead.projectId).toBe(heights);

    const again = await api('POST', '/api/projects/aliases', { text: 'Sahyadri Hts', projectId: valley });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('"Sahyadri Hts" already names the project Sahyadri Heights.');
    const name = await api('POST', '/api/projects/aliases', { text: 'green valley', projectId: heights });
    expect(name.statusCode).toBe(409);
    const noProject = await api('POST', '/api/projects/aliases', {
      text: 'Sea Breeze',
      projectId: '00000000-0000-4000-8000-000000000000',
    });
    expect(noProject.statusCode).toBe(400);
    expect((await api('GET', '/api/projects/unmatched')).data.total).toBe(2);
  });

  it('matches the waiting leads when a project with their text is created, in one update', async () => {
    const breeze = (await insertInventory(t.database.db, { name: 'Sea  BREEZE' })).project.id;
    const matched = await t.database.db.transaction((tx) => matchLeadsToProject(tx, breeze));
    expect(matched).toBe(1);
    const lead = (await api('GET', `/api/lead/getLeads?projectId=${breeze}`)).data.leads[0];
    expect(lead).toMatchObject({ project: 'Sea Breeze', projectName: 'Sea  BREEZE' });
    expect((await api('GET', '/api/projects/unmatched')).data.texts).toEqual([{ text: 'Unknown Towers', leads: 1 }]);
    expect((await api('GET', '/api/projects/unmatched', undefined, people.manager.token)).statusCode).toBe(403);
  });

  it("lists a project's aliases and removes one: new leads with its text wait, matched ones keep the project", async () => {
    const home = (await insertInventory(t.database.db, { name: 'Alias Residency' })).project.id;
    const added = await api('POST', '/api/projects/aliases', { text: 'Alias Res.', projectId: home });
    expect(added.statusCode, added.body).toBe(201);
    const before = await create({ mobile: mobile(40), project: 'alias  res.' });
    expect(before.data.lead.projectId).toBe(home);
    const list = await api('GET', `/api/projects/${home}/aliases`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.aliases).toEqual([
      {
        _id: added.data.alias._id,
        text: 'Alias Res.',
        createdAt: expect.any(String),
        createdBy: { _id: people.admin.id, name: expect.any(String) },
      },
    ]);
    const removed = await api('DELETE', `/api/projects/aliases/${added.data.alias._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.data.message).toBe(
      '"Alias Res." no longer names Alias Residency. Leads already matched keep the project.',
    );
    expect((await api('GET', `/api/projects/${home}/aliases`)).data.aliases).toEqual([]);
    const kept = await api('GET', `/api/lead/getLeadById/${before.data.lead._id}`);
    expect(kept.data.lead.projectId).toBe(home);
    const after = await create({ mobile: mobile(41), project: 'Alias Res.' });
    expect(after.data.lead.projectId).toBeNull();
    const texts = (await api('GET', '/api/projects/unmatched')).data.texts.map((r: { text: string }) => r.text);
    expect(texts).toContain('Alias Res.');
    // Added again, the waiting lead is matched at once, as on the list of unmatched texts.
    const again = await api('POST', '/api/projects/aliases', { text: 'alias res.', projectId: home });
    expect(again.data.matched).toBe(1);

    expect((await api('DELETE', `/api/projects/aliases/${added.data.alias._id}`)).statusCode).toBe(404);
    expect((await api('GET', '/api/projects/00000000-0000-4000-8000-000000000000/aliases')).statusCode).toBe(404);
    expect((await api('GET', '/api/projects/not-a-uuid/aliases')).statusCode).toBe(400);
    expect((await api('GET', `/api/projects/${home}/aliases`, undefined, people.manager.token)).statusCode).toBe(403);
  });
});
