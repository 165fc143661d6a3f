import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_IMPORT_MAX_BYTES } from '../../../domain/schemas/lead-import';
import { SCRATCH_DIR } from '../../storage/file-storage';
import { samples } from '../../test/multipart';
import { api, importFile, leadByMobile, people, preview, send, t, withImportApp, xlsx } from './import-fixture';

withImportApp();

describe('upload and preview', () => {
  it('sniffs a semicolon CSV with a BOM and suggests the mapping', async () => {
    const res = await preview(
      'leads.csv',
      '\uFEFFCustomer Name;Contact No;Lead Source;Remarks\nAsha;9822012345;99acres;hi\n',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      fileKind: 'csv',
      delimiter: ';',
      encoding: 'utf-8',
      headers: ['Customer Name', 'Contact No', 'Lead Source', 'Remarks'],
      sample: [['Asha', '9822012345', '99acres', 'hi']],
      suggested: ['name', 'mobile', 'source', 'notes'],
    });
  });

  it('detects Windows-1252 and reads tabs', async () => {
    const bytes = Buffer.concat([Buffer.from('Name\tMobile\nJos'), Buffer.from([0xe9]), Buffer.from('\t9822012345\n')]);
    const res = await preview('leads.txt', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ encoding: 'windows-1252', delimiter: '\t', sample: [['José', '9822012345']] });
  });

  it('lists the sheets of an .xlsx file and previews the chosen one', async () => {
    const file = await xlsx({
      Notes: [['Just a note']],
      Leads: [
        ['Name', 'Mobile'],
        ['Asha', 9822012345],
      ],
    });
    const first = await preview('book.xlsx', file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data.sheets).toEqual(['Notes', 'Leads']);
    expect(first.data.sheet).toBe('Notes');
    const other = await api('GET', `/api/lead/imports/upload/${first.data.uploadId}/preview?sheet=Leads`);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.data).toMatchObject({ sheet: 'Leads', headers: ['Name', 'Mobile'], sample: [['Asha', '9822012345']] });
    const missing = await api('GET', `/api/lead/imports/upload/${first.data.uploadId}/preview?sheet=Nope`);
    expect(missing.statusCode).toBe(400);
    expect(missing.data.message).toBe('The file has no sheet called "Nope". Its sheets are: Notes, Leads.');
  });

  it('takes a file over the general 10 MB upload limit (imports allow 200 MB)', async () => {
    const line = 'Lead Name With Some Length,9822012345,Pune,Some notes about the lead\n';
    const big = `Name,Mobile,City,Notes\n${line.repeat(Math.ceil((12 * 1024 * 1024) / line.length))}`;
    const res = await preview('big.csv', big);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.data.fileSize).toBeGreaterThan(12 * 1024 * 1024);
    expect(res.data.sample).toHaveLength(20);
  });

  it('refuses a file just over 200 MB with a sentence and keeps nothing of it', async () => {
    // The body is generated as it streams (never 200 MB in memory) and sent without a length, so
    // the refusal is the multipart reader's per-file limit, not a header check. The bytes past
    // the limit are never written; what was written to scratch is removed.
    const boundary = 'limit-test-boundary';
    const line = Buffer.from('Lead Name With Some Length,9822012345,Pune,Some notes about the lead\n');
    const chunk = Buffer.concat(Array.from({ length: Math.ceil(1_048_576 / line.length) }, () => line));
    const target = LEAD_IMPORT_MAX_BYTES + 64 * 1024;
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\nName,Mobile,City,Notes\n`,
      );
      for (let sent = 0; sent < target; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lead/imports/upload',
      payload: Readable.from(body()),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${people.admin.token}`,
      },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Each file must be at most 200 MB.');
    const scratch = join(t.config.uploadsDir, SCRATCH_DIR);
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  }, 120_000);

  it.each([
    ['an empty file', 'a.csv', '', 400, /is empty/],
    ['only blank lines', 'a.csv', '\n\n', 400, /no rows/],
    ['no header row', 'a.csv', 'Asha,9822012345\nRavi,9822012346\n', 400, /looks like a lead/],
    ['a header and no rows', 'a.csv', 'Name,Mobile\n', 400, /no rows of leads/],
    ['a picture', 'a.png', samples.png, 415, /not a CSV or Excel \(\.xlsx\) file/],
    ['a picture named .csv', 'a.csv', samples.png, 415, /not a CSV or Excel/],
    [
      'a damaged .xlsx',
      'a.xlsx',
      Buffer.from('PK\u0003\u0004garbage-garbage-garbage'),
      400,
      /could not be read|not a CSV/,
    ],
  ])('refuses %s with a sentence', async (_label, name, content, status, message) => {
    const res = await preview(name, content);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.data.message).toMatch(message);
  });

  it('refuses a mapping without mobile, and a missing sheet, before queuing anything', async () => {
    const p = await preview('a.csv', 'Name,Mobile\nAsha,9822012345\n');
    const noMobile = await send('/api/lead/importLeads', {
      uploadId: p.data.uploadId,
      mapping: JSON.stringify({ columns: [{ index: 0, header: 'Name', field: 'name' }], unmapped: 'ignore' }),
      options: '{}',
    });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.data.message).toBe('Map a column to Mobile.');
    const badJson = await send('/api/lead/importLeads', { uploadId: p.data.uploadId, mapping: '{', options: '{}' });
    expect(badJson.statusCode).toBe(400);
    const list = await api('GET', '/api/lead/imports');
    expect(list.data.total).toBe(0);
  });

  it('serves a sample file that imports as it is', async () => {
    const sample = await api('GET', '/api/lead/imports/sample.csv');
    expect(sample.statusCode).toBe(200);
    const record = await importFile('sample.csv', sample.body);
    expect(record.counts).toMatchObject({ read: 2, created: 2, rejected: 0 });
    const marathi = await leadByMobile('9876543210');
    expect(marathi).toMatchObject({
      name: 'सुनील पाटील',
      city: 'नाशिक',
      notes: 'संध्याकाळी फोन करा',
      status: 'interested',
    });
  });
});

describe('rejected rows', () => {
  it('gives every bad row its reason in rejected.csv, with the original cells', async () => {
    const csv = [
      'Name,Mobile,Email,Source,Status,Budget,Next follow-up',
      'Good One,+91 98220 00001,good@example.in,99acres,Interested,45 lakh,15/06/2026 11:30',
      'Landline,022 2345 6789,,,,,',
      'Short,982200001,,,,,',
      'Five,5822000001,,,,,',
      ',9822000002,,,,,',
      'Bad Mail,9822000003,not-an-email,,,,',
      'No Source,9822000004,,Hoardings,,,',
      'No Status,9822000005,,,Hot,,',
      'No Budget,9822000006,,,,lots,',
      'No Date,9822000007,,,,,31/02/2026',
      'Again,098220-00001,,,,,',
    ].join('\n');
    const record = await importFile('bad.csv', csv);
    expect(record.counts).toMatchObject({ read: 11, created: 1, rejected: 10 });
    const rejected = await api('GET', `/api/lead/imports/${record._id}/rejected.csv`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.startsWith('\uFEFF')).toBe(true);
    const lines = rejected.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Name,Mobile,Email,Source,Status,Budget,Next follow-up,Row,Reason');
    expect(lines.slice(1)).toEqual([
      'Landline,022 2345 6789,,,,,,3,"022 2345 6789 looks like a landline; a mobile is 10 digits starting with 6, 7, 8 or 9."',
      'Short,982200001,,,,,,4,"Mobile 982200001 has 9 digits; it must have 10 starting with 6, 7, 8 or 9."',
      'Five,5822000001,,,,,,5,"Mobile 5822000001 starts with 5; it must start with 6, 7, 8 or 9."',
      ',9822000002,,,,,,6,Name is missing.',
      'Bad Mail,9822000003,not-an-email,,,,,7,"Email ""not-an-email"" is not a valid email address."',
      'No Source,9822000004,,Hoardings,,,,8,"Source ""Hoardings"" is not one of the sources."',
      'No Status,9822000005,,,Hot,,,9,"Status ""Hot"" is not one of the lead statuses."',
      'No Budget,9822000006,,,,lots,,10,"Budget ""lots"" is not an amount in rupees."',
      'No Date,9822000007,,,,,31/02/2026,11,"Next follow-up ""31/02/2026"" is not a date (use dd/mm/yyyy)."',
      'Again,098220-00001,,,,,,12,"Duplicate in file, row 2"',
    ]);
    const good = await leadByMobile('9822000001');
    expect(good).toMatchObject({
      name: 'Good One',
      email: 'good@example.in',
      source: { name: '99acres' },
      status: 'interested',
      budget: 4500000,
      nextFollowUpAt: '2026-06-15T06:00:00.000Z',
    });
    const filtered = await api('GET', `/api/lead/getLeads?importId=${record._id}`);
    expect(filtered.data.leads.map((l: { mobile: string }) => l.mobile)).toEqual(['9822000001']);
    // The file's follow-up date is the lead's one open follow-up, not a bare column.
    const followUps = await api('GET', `/api/lead/getFollowupsByLeadId/${good._id}`);
    expect(followUps.data.followUps).toMatchObject([
      { status: 'open', type: 'call', dueAt: '2026-06-15T06:00:00.000Z' },
    ]);
  });
});

describe('duplicates, the recycle bin and undo', () => {
  let live: { _id: string };
  let binned: { _id: string };

  beforeAll(async () => {
    live = (
      await api('POST', '/api/lead/create', {
        name: 'Kiran Live',
        mobile: '9811100001',
        city: 'Pune',
        assignedTo: people.manager.id,
      })
    ).data.lead;
    binned = (await api('POST', '/api/lead/create', { name: 'Binned Bina', mobile: '9811100002', city: 'Nashik' })).data
      .lead;
    const bin = await api('PUT', `/api/lead/moveToRecycleBin/${binned._id}`);
    expect(bin.statusCode, bin.body).toBe(200);
  });

  const file = [
    'Name,Mobile,City,Email',
    'Kiran New,9811100001,Mumbai,kiran@example.in',
    'Bina New,9811100002,Thane,',
  ].join('\n');
  const getLead = async (id: string) => (await api('GET', `/api/lead/getLeadById/${id}`)).data.lead;

  it('skips a live duplicate and a binned lead by default', async () => {
    const before = await getLead(live._id);
    const record = await importFile('dups.csv', file, { duplicates: 'skip', binned: 'skip' });
    expect(record.counts).toMatchObject({ created: 0, updated: 0, restored: 0, skipped: 2 });
    expect(await getLead(live._id)).toEqual(before);
    expect((await getLead(binned._id)).deletedAt).not.toBeNull();
    expect(record.undo.state).toBe('none');
  });

  it('fills only empty fields, then undo puts the lead back exactly', async () => {
    const before = await getLead(live._id);
    t.clock.advanceHours(1);
    const record = await importFile('dups.csv', file, { duplicates: 'fill_empty', binned: 'skip' });
    expect(record.counts).toMatchObject({ updated: 1, skipped: 1 });
    const after = await getLead(live._id);
    expect(after).toMatchObject({ name: 'Kiran Live', city: 'Pune', email: 'kiran@example.in' });
    const undo = await api('POST', `/api/lead/imports/${record._id}/undo`);
    expect(undo.statusCode, undo.body).toBe(202);
    await t.app.appContext.jobs.drain();
    const undone = await getLead(live._id);
    const { updatedAt: _a, ...rest } = undone;
    const { updatedAt: _b, ...was } = before;
    expect(rest).toEqual(was);
    const again = await api('POST', `/api/lead/imports/${record._id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('This import has already been undone.');
  });

  it('overwrites with the file’s values and restores a binned lead; undo returns both as they were', async () => {
    const liveBefore = await getLead(live._id);
    t.clock.advanceHours(1);
    const record = await importFile('dups.csv', file, { duplicates: 'overwrite', binned: 'restore' });
    expect(record.counts).toMatchObject({ updated: 1, restored: 1, created: 0 });
    expect(await getLead(live._id)).toMatchObject({ name: 'Kiran New', city: 'Mumbai', email: 'kiran@example.in' });
    expect(await getLead(binned._id)).toMatchObject({ name: 'Bina New', city: 'Thane', deletedAt: null });

    // Someone edits the restored lead's city after the import: undo keeps that edit.
    t.clock.advanceHours(1);
    const bina = await getLead(binned._id);
    const edit = await api('PUT', `/api/lead/update/${binned._id}`, { ...bina, city: 'Kalyan' });
    expect(edit.statusCode, edit.body).toBe(200);

    t.clock.advanceHours(1);
    expect((await api('POST', `/api/lead/imports/${record._id}/undo`)).statusCode).toBe(202);
    await t.app.appContext.jobs.drain();
    const { updatedAt: _a, ...liveNow } = await getLead(live._id);
    const { updatedAt: _b, ...liveWas } = liveBefore;
    expect(liveNow).toEqual(liveWas);
    const binaNow = await getLead(binned._id);
    expect(binaNow).toMatchObject({ name: 'Binned Bina', city: 'Kalyan' });
    expect(binaNow.deletedAt).not.toBeNull();
  });

  it('undo deletes the leads the import created, except one worked on since', async () => {
    const csv = ['Name,Mobile', 'New A,9811100011', 'New B,9811100012', 'New C,9811100013'].join('\n');
    const record = await importFile('new.csv', csv, {
      assignment: 'round_robin',
      roundRobinMemberIds: [people.admin.id, people.manager.id],
    });
    expect(record.counts.created).toBe(3);
    const a = await leadByMobile('9811100011');
    const b = await leadByMobile('9811100012');
    const c = await leadByMobile('9811100013');
    expect([a.assignedTo?._id, b.assignedTo?._id, c.assignedTo?._id]).toEqual([
      people.admin.id,
      people.manager.id,
      people.admin.id,
    ]);
    t.clock.advanceHours(1);
    await api('PUT', `/api/lead/update/${b._id}`, { ...b, city: 'Pune' });
    expect((await api('POST', `/api/lead/imports/${record._id}/undo`)).statusCode).toBe(202);
    await t.app.appContext.jobs.drain();
    expect(await leadByMobile('9811100011')).toBeNull();
    expect(await leadByMobile('9811100012')).toMatchObject({ name: 'New B' });
    expect(await leadByMobile('9811100013')).toBeNull();
    const after = await api('GET', `/api/lead/imports/${record._id}`);
    expect(after.data.undo.state).toBe('done');
  });

  it('assigns new leads by the assignment rules, honouring a daily cap', async () => {
    const rule = await api('POST', '/api/assignment-rules/', {
      name: 'Imports',
      project: 'Rule Tower',
      dailyCap: 2,
      members: [people.manager.id, people.admin.id],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const rows = [1, 2, 3, 4, 5].map((i) => `Rule ${i},981110010${i},Rule Tower`);
    const record = await importFile('rules.csv', ['Name,Mobile,Project', ...rows].join('\n'), { assignment: 'rules' });
    expect(record.counts.created).toBe(5);
    const owners = [];
    for (let i = 1; i <= 5; i++) owners.push((await leadByMobile(`981110010${i}`)).assignedTo?._id ?? null);
    // Round-robin between the two, two each for the day, then nobody is free.
    expect(owners).toEqual([people.manager.id, people.admin.id, people.manager.id, people.admin.id, null]);
  });

  it('refuses an undo after 7 days', async () => {
    const record = await importFile('late.csv', 'Name,Mobile\nLate,9811100021\n');
    t.clock.advanceHours(7 * 24 + 1);
    const res = await api('POST', `/api/lead/imports/${record._id}/undo`);
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/7 days/);
  });
});

describe('names and notes in Devanagari', () => {
  it('survive an import from .xlsx and the CSV export exactly', async () => {
    const name = 'श्रीमती अनुराधा देशपांडे';
    const notes = 'दुसऱ्या मजल्यावरील फ्लॅट हवा आहे; रविवारी साइट व्हिजिट';
    const file = await xlsx({
      Leads: [
        ['नाव', 'Mobile', 'Notes'],
        [name, '9833300001', notes],
      ],
    });
    const p = await preview('hindi.xlsx', file);
    expect(p.data.suggested).toEqual(['name', 'mobile', 'notes']);
    const record = await importFile('hindi.xlsx', file);
    expect(record.counts.created).toBe(1);
    expect(await leadByMobile('9833300001')).toMatchObject({ name, notes });
    const exported = await api('GET', '/api/lead/exportLeadsCSV?search=9833300001');
    expect(exported.body).toContain(name);
    expect(exported.body).toContain(notes);
  });
});

describe('emptying the recycle bin', () => {
  it('needs the count the screen showed', async () => {
    const lead = (await api('POST', '/api/lead/create', { name: 'To Purge', mobile: '9844400001' })).data.lead;
    await api('PUT', `/api/lead/moveToRecycleBin/${lead._id}`);
    const bin = await api('GET', '/api/lead/getRecycleBinsLeads?pageSize=1');
    const shown = bin.data.total as number;
    const wrong = await api('DELETE', '/api/lead/deleteAllLeads', { count: shown + 1 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.data.message).toBe(`The recycle bin now holds ${shown} leads. Check and try again.`);
    const manager = await api('DELETE', '/api/lead/deleteAllLeads', { count: shown }, people.manager.token);
    expect(manager.statusCode).toBe(403);
    const ok = await api('DELETE', '/api/lead/deleteAllLeads', { count: shown });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.deleted).toBe(shown);
    expect((await api('GET', '/api/lead/getRecycleBinsLeads?pageSize=1')).data.total).toBe(0);
  });
});
