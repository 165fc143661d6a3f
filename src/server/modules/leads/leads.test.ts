import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { addMember, seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let sourceId: string;
let walkInId: string;
let branchId: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  sourceId = (await api('POST', '/api/source/create', { name: 'MagicBricks' })).data.source._id;
  walkInId = (await api('POST', '/api/source/create', { name: 'Walk-in' })).data.source._id;
  branchId = (await api('POST', '/api/branch/create', { name: 'Pune – Baner' })).data.branch._id;
});
afterAll(() => t.close());

let mobileSeq = 9000000000;
const nextMobile = () => String(++mobileSeq);

async function addLead(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/lead/create', { name: 'Ravi Kulkarni', mobile: nextMobile(), ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.lead as { _id: string; name: string; mobile: string; [k: string]: unknown };
}

const history = async (id: string, token = people.admin.token) => {
  const res = await api('GET', `/api/lead/getLeadHistoryByLeadId/${id}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.history as { action: string; summary: string; note: string | null; changes: unknown[] }[];
};

describe('leads: create and edit', () => {
  it('adds a lead with normalised fields, names its references and records who added it', async () => {
    const lead = await addLead({
      name: 'Meera Deshpande',
      mobile: '+91 98220 12345',
      alternateMobile: '',
      email: 'Meera@Example.in',
      sourceId,
      branchId,
      assignedTo: people.executive.id,
      project: 'Shree Heights',
      budget: 6_500_000,
      requirement: '2 BHK',
      city: 'Pune',
      nextFollowUpAt: '2026-04-01',
    });
    expect(lead).toMatchObject({
      mobile: '9822012345',
      alternateMobile: null,
      email: 'meera@example.in',
      status: 'new',
      source: { _id: sourceId, name: 'MagicBricks' },
      branch: { name: 'Pune – Baner' },
      assignedTo: { _id: people.executive.id, name: 'Esha Executive' },
      createdBy: { name: 'Asha Admin' },
      budget: 6_500_000,
      nextFollowUpAt: '2026-04-01T04:30:00.000Z',
      deletedAt: null,
    });
    const [created] = await history(lead._id);
    expect(created).toMatchObject({ action: 'created', summary: 'Lead Meera Deshpande added' });
    expect(created?.changes).toContainEqual({ field: 'Source', from: null, to: 'MagicBricks' });
  });

  it('refuses bad input with field messages and saves nothing', async () => {
    const before = (await api('GET', '/api/lead/getLeads')).data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'name'],
      [{ mobile: '12345' }, 'mobile'],
      [{ mobile: '5822012345' }, 'mobile'],
      [{ email: 'not-an-email' }, 'email'],
      [{ status: 'hot' }, 'status'],
      [{ budget: -5 }, 'budget'],
      [{ budget: 10.555 }, 'budget'],
      [{ sourceId: 'abc' }, 'sourceId'],
      [{ sourceId: '00000000-0000-4000-8000-000000000000' }, 'sourceId'],
      [{ branchId: '00000000-0000-4000-8000-000000000000' }, 'branchId'],
      [{ nextFollowUpAt: '31/02/2026' }, 'nextFollowUpAt'],
      [{ assignedTo: people.pending.id }, 'assignedTo'],
      [{ assignedTo: people.deactivated.id }, 'assignedTo'],
    ];
    for (const [change, field] of cases) {
      const res = await api('POST', '/api/lead/create', { name: 'X', mobile: nextMobile(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.data.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect((await api('GET', '/api/lead/getLeads')).data.total).toBe(before);
  });

  it('answers 409 naming the lead that already has the mobile, among live leads only', async () => {
    const first = await addLead({ name: 'Sunil Patil', mobile: '9890011122' });
    const dup = await api('POST', '/api/lead/create', { name: 'Someone', mobile: '98900 11122' });
    expect(dup.statusCode).toBe(409);
    expect(dup.data).toMatchObject({
      code: 'DUPLICATE_MOBILE',
      fields: { mobile: expect.stringContaining('Sunil Patil') },
    });
    const other = await addLead({ name: 'Other' });
    const clash = await api('PUT', `/api/lead/update/${other._id}`, { name: 'Other', mobile: '9890011122' });
    expect(clash.statusCode).toBe(409);
    // In the bin the mobile is free again; restoring the old lead is then refused.
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${first._id}`)).statusCode).toBe(200);
    await addLead({ name: 'Sunil P (new enquiry)', mobile: '9890011122' });
    const restore = await api('PUT', `/api/lead/restoreLead/${first._id}`);
    expect(restore.statusCode).toBe(409);
    expect(restore.data.message).toContain('Sunil P (new enquiry)');
  });

  it('records each edited field old → new, and nothing for an unchanged save', async () => {
    // The manager's own lead: a manager edits the leads of their scope (decision 156).
    const mine = { assignedTo: people.manager.id };
    const lead = await addLead({ name: 'Anil Jadhav', sourceId, budget: 4_500_000, city: 'Pune', ...mine });
    const body = {
      name: 'Anil Jadhav',
      mobile: lead.mobile,
      sourceId: walkInId,
      budget: 5_000_000,
      city: 'Pune',
      ...mine,
    };
    const res = await api('PUT', `/api/lead/update/${lead._id}`, body, people.manager.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lead).toMatchObject({ source: { name: 'Walk-in' }, budget: 5_000_000 });
    const [edit] = await history(lead._id);
    expect(edit).toMatchObject({ action: 'updated', summary: 'Details changed: Source, Budget' });
    expect(edit?.changes).toEqual([
      { field: 'Source', from: 'MagicBricks', to: 'Walk-in' },
      { field: 'Budget', from: '₹45,00,000.00', to: '₹50,00,000.00' },
    ]);
    await api('PUT', `/api/lead/update/${lead._id}`, body);
    expect(await history(lead._id)).toHaveLength(2);
    expect((await api('PUT', '/api/lead/update/00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
  });
});

describe('leads: list, status and assignment', () => {
  it('searches name, mobile and email; filters; pages newest first', async () => {
    const exec2 = await addMember(t, people.admin.token, { name: 'Kiran Exec', email: 'kiran@example.in', role: 2 });
    const tag = `Zq${Date.now()}`;
    const a = await addLead({ name: `${tag} Alpha`, sourceId, status: 'interested', assignedTo: exec2.id });
    t.clock.advanceHours(1);
    const b = await addLead({ name: `${tag} Beta`, email: `${tag.toLowerCase()}@mail.in`, branchId });
    t.clock.advanceHours(1);
    const c = await addLead({ name: `${tag} Gamma`, mobile: '7000012345', sourceId: walkInId });
    const names = async (q: string) =>
      (await api('GET', `/api/lead/getLeads?${q}`)).data.leads.map((l: { name: string }) => l.name);
    expect(await names(`search=${tag}`)).toEqual([c.name, b.name, a.name]);
    expect(await names('search=70000%2012345')).toEqual([c.name]);
    expect(await names(`search=${tag.toLowerCase()}%40mail`)).toEqual([b.name]);
    expect(await names(`search=${tag}&status=interested`)).toEqual([a.name]);
    expect(await names(`search=${tag}&sourceId=${walkInId}`)).toEqual([c.name]);
    expect(await names(`search=${tag}&branchId=${branchId}`)).toEqual([b.name]);
    expect(await names(`assignedTo=${exec2.id}`)).toEqual([a.name]);
    expect(await names(`search=${tag}&assignedTo=unassigned`)).toEqual([c.name, b.name]);
    expect(await names('search=%25')).toEqual([]);
    const page = await api('GET', `/api/lead/getLeads?search=${tag}&pageSize=2&page=2`);
    expect(page.data).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(page.data.leads.map((l: { name: string }) => l.name)).toEqual([a.name]);
    for (const bad of ['status=hot', 'pageSize=1000', 'from=2026-13-01', 'assignedTo=x']) {
      expect((await api('GET', `/api/lead/getLeads?${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('finds a lead by its mobile however it is typed (the one Indian mobile rule)', async () => {
    const lead = await addLead({ name: 'Sunil Pawar', mobile: '8822012345' });
    const found = async (search: string) =>
      (await api('GET', `/api/lead/getLeads?search=${encodeURIComponent(search)}`)).data.leads.map(
        (l: { _id: string }) => l._id,
      );
    for (const typed of ['+91 88220 12345', '088220-12345', '0091 8822012345', '918822012345', '88220 12']) {
      expect(await found(typed), typed).toEqual([lead._id]);
    }
    expect(await found('+91 88220 54321')).toEqual([]);
  });

  it('filters created dates as whole India days, both ends inclusive', async () => {
    // 23:30 IST on 31 March is still 31 March in India though it is 18:00 UTC.
    t.clock.now = new Date('2026-03-31T18:00:00Z');
    const late = await addLead({ name: 'Late Evening Lead' });
    t.clock.now = new Date('2026-03-31T18:30:00Z');
    const midnight = await addLead({ name: 'Midnight Lead' });
    t.clock.now = new Date();
    const on = async (from: string, to: string) =>
      (await api('GET', `/api/lead/getLeads?from=${from}&to=${to}`)).data.leads.map((l: { _id: string }) => l._id);
    expect(await on('2026-03-31', '2026-03-31')).toEqual([late._id]);
    expect(await on('2026-04-01', '2026-04-01')).toEqual([midnight._id]);
    expect(await on('2026-03-31', '2026-04-01')).toEqual([midnight._id, late._id]);
  });

  it('changes status with a note and writes it to the history', async () => {
    const lead = await addLead();
    const res = await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, {
      status: 'site_visit_scheduled',
      note: 'Visit on Sunday 11 am',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.lead.status).toBe('site_visit_scheduled');
    const [row] = await history(lead._id);
    expect(row).toMatchObject({
      action: 'status_changed',
      summary: 'Status changed to Site Visit Scheduled',
      note: 'Visit on Sunday 11 am',
      changes: [{ field: 'Status', from: 'New', to: 'Site Visit Scheduled' }],
    });
    expect((await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, { status: 'hot' })).statusCode).toBe(400);
  });

  it('asks why a lead is given up on, and keeps the reason in its history', async () => {
    const lead = await addLead();
    const bare = await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, { status: 'junk' });
    expect(bare.statusCode).toBe(400);
    expect(bare.data.fields?.reason ?? bare.data.message).toMatch(/why the lead is not interested or junk/);
    expect((await api('GET', `/api/lead/getLeadById/${lead._id}`)).data.lead.status).toBe('new');
    const res = await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, {
      status: 'not_interested',
      reason: 'bought_elsewhere',
      note: 'Took a flat in Wakad',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await history(lead._id);
    expect(row).toMatchObject({ note: 'Reason: Bought elsewhere. Took a flat in Wakad' });
  });

  it('assigns in bulk to an active member with a role only, all or nothing', async () => {
    const one = await addLead();
    const two = await addLead({ assignedTo: people.manager.id });
    const assign = (assignedTo: string, leadIds = [one._id, two._id]) =>
      api('PUT', '/api/lead/assign', { leadIds, assignedTo });
    for (const who of [people.pending.id, people.deactivated.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await assign(who);
      expect(res.statusCode).toBe(400);
      expect(res.data.code).toBe('ASSIGNEE_NOT_ACTIVE');
    }
    expect((await api('PUT', '/api/lead/assign', { leadIds: [], assignedTo: people.manager.id })).statusCode).toBe(400);
    const missing = await assign(people.executive.id, [one._id, '00000000-0000-4000-8000-000000000000']);
    expect(missing.statusCode).toBe(404);
    expect((await api('GET', `/api/lead/getLeadById/${one._id}`)).data.lead.assignedTo).toBeNull();
    const ok = await assign(people.manager.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({ message: '2 leads assigned to Manoj Manager.', updated: 1 });
    const [row] = await history(one._id);
    expect(row).toMatchObject({
      action: 'assigned',
      changes: [{ field: 'Assigned to', from: null, to: 'Manoj Manager' }],
    });
    expect(await history(two._id)).toHaveLength(1);
  });

  it('shows an executive only their own leads (404 for others) and lets them move the status', async () => {
    const mine = await addLead({ name: 'Esha Own Lead', assignedTo: people.executive.id });
    const notMine = await addLead({ name: 'Someone Else Lead', assignedTo: people.manager.id });
    const token = people.executive.token;
    const list = await api('GET', '/api/lead/getLeads?pageSize=100', undefined, token);
    expect(list.statusCode).toBe(200);
    expect(
      list.data.leads.every((l: { assignedTo: { _id: string } }) => l.assignedTo._id === people.executive.id),
    ).toBe(true);
    expect(list.data.leads.map((l: { _id: string }) => l._id)).toContain(mine._id);
    expect((await api('GET', `/api/lead/getLeadById/${notMine._id}`, undefined, token)).statusCode).toBe(404);
    expect((await api('GET', `/api/lead/getLeadHistoryByLeadId/${notMine._id}`, undefined, token)).statusCode).toBe(
      404,
    );
    const other = await api(
      'PUT',
      `/api/lead/updateLeadStatus/${notMine._id}`,
      { status: 'junk', reason: 'duplicate' },
      token,
    );
    expect(other.statusCode).toBe(404);
    const own = await api('PUT', `/api/lead/updateLeadStatus/${mine._id}`, { status: 'contacted' }, token);
    expect(own.statusCode, own.body).toBe(200);
    expect((await history(mine._id, token))[0]).toMatchObject({ action: 'status_changed' });
    expect(
      (await api('PUT', `/api/lead/update/${mine._id}`, { name: 'x', mobile: mine.mobile }, token)).statusCode,
    ).toBe(403);
  });
});

describe('leads: recycle bin, export and sources', () => {
  it('bins, lists the bin, restores, and purges only from the bin', async () => {
    const lead = await addLead({ name: 'Binned Lead' });
    const other = await addLead({ name: 'Bulk Binned' });
    expect((await api('DELETE', `/api/lead/deleteLead/${lead._id}`)).statusCode).toBe(409);
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${lead._id}`)).statusCode).toBe(200);
    expect((await api('PUT', `/api/lead/moveToRecycleBin/${lead._id}`)).statusCode).toBe(409);
    const bulk = await api('PUT', '/api/lead/moveAllLeadsToRecycleBin', { leadIds: [lead._id, other._id] });
    expect(bulk.data).toMatchObject({ moved: 1 });
    const live = (await api('GET', '/api/lead/getLeads?search=Binned')).data;
    expect(live.total).toBe(0);
    const bin = (await api('GET', '/api/lead/getRecycleBinsLeads?search=Binned')).data;
    expect(bin.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Binned Lead', 'Bulk Binned']);
    expect(bin.leads[0].deletedAt).not.toBeNull();
    expect(
      (await api('PUT', `/api/lead/updateLeadStatus/${lead._id}`, { status: 'junk', reason: 'duplicate' })).statusCode,
    ).toBe(409);
    expect((await api('PUT', `/api/lead/restoreLead/${lead._id}`)).statusCode).toBe(200);
    expect((await api('PUT', `/api/lead/restoreLead/${lead._id}`)).statusCode).toBe(409);
    expect((await history(lead._id)).map((h) => h.action)).toEqual(['restored', 'moved_to_bin', 'created']);
    expect((await api('DELETE', `/api/lead/deleteLead/${other._id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/lead/getLeadById/${other._id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/lead/deleteLead/${other._id}`)).statusCode).toBe(404);
  });

  it('exports the filtered leads as a UTF-8 CSV with BOM, header row and quoting', async () => {
    const tag = `Csv${Date.now()}`;
    await addLead({ name: `${tag} "Raju", Sharma`, sourceId, budget: 7_250_000.5, notes: '=cmd|calc', city: 'पुणे' });
    await addLead({ name: `${tag} Second`, status: 'junk' });
    const res = await api('GET', `/api/lead/exportLeadsCSV?search=${tag}&status=new`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Name,Mobile,Alternate mobile,Email,Source,Branch,Assigned to,Status,Project,Budget (₹),Requirement,City,Next follow-up,Notes,Created by,Created on',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${tag} ""Raju"", Sharma"`);
    expect(lines[1]).toContain(",MagicBricks,,,New,,7250000.50,,पुणे,,'=cmd|calc,Asha Admin,");
    expect((await api('GET', '/api/lead/exportLeadsCSV?status=hot')).statusCode).toBe(400);
  });

  it('compresses the CSV export when asked (its own fast levels), to the same file', async () => {
    const tag = `Zip${Date.now()}`;
    for (let i = 0; i < 30; i++) await addLead({ name: `${tag} ${i}`, notes: 'Wants a 2 BHK near the metro' });
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/lead/exportLeadsCSV?search=${tag}`,
        headers: { authorization: `Bearer ${people.admin.token}`, 'accept-encoding': encoding },
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.toString('utf8').split('\r\n')).toHaveLength(32);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('keeps a source in use from being deleted (409)', async () => {
    const used = (await api('POST', '/api/source/create', { name: 'Hoarding – Baner' })).data.source._id;
    await addLead({ sourceId: used });
    const res = await api('DELETE', `/api/source/deleteSource/${used}`);
    expect(res.statusCode).toBe(409);
    expect(res.data.code).toBe('SOURCE_IN_USE');
  });

  it('offers pickers with active, role-holding members only', async () => {
    const res = await api('GET', '/api/lead/getLeadFormOptions', undefined, people.manager.token);
    expect(res.statusCode).toBe(200);
    const names = res.data.assignees.map((a: { name: string }) => a.name);
    expect(names).toContain('Esha Executive');
    expect(names).not.toContain('Pawan Pending');
    expect(names).not.toContain('Dev Deactivated');
    expect(res.data.sources.map((s: { name: string }) => s.name)).toContain('MagicBricks');
  });
});
