import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
let sourceId: string;
let branchId: string;

const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  sourceId = (await api('POST', '/api/source/create', { name: 'Channel partner' })).data.source._id;
  branchId = (await api('POST', '/api/branch/create', { name: 'Nashik Road' })).data.branch._id;
});
afterAll(() => t.close());

let mobileSeq = 8_800_000_000;
const nextMobile = () => String(++mobileSeq);

async function addContact(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/contact/createContact', {
    name: 'Sunil Wagh',
    mobile: nextMobile(),
    kind: 'broker',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.contact as { _id: string; name: string; mobile: string; [k: string]: unknown };
}

const list = async (query: string, token = people.admin.token) => {
  const res = await api('GET', `/api/contact/getAllContacts?${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as { contacts: { _id: string; name: string }[]; total: number; pages: number };
};

const leadsWithMobile = async (mobile: string) =>
  (await api('GET', `/api/lead/getLeads?search=${mobile}`)).data.leads as { _id: string; name: string }[];

describe('contacts: add, read, edit, delete', () => {
  it('adds a contact with normalised fields and reads it back', async () => {
    const contact = await addContact({
      name: 'Ajay Bhalerao',
      mobile: '+91 98231 40000',
      alternateMobile: '',
      email: 'Ajay@BhaleraoRealty.in',
      company: 'Bhalerao Realty',
      kind: 'channel_partner',
      city: 'Nashik',
      notes: 'Brings 3–4 buyers a month for Godavari Residency.',
      assignedTo: people.manager.id,
    });
    expect(contact).toMatchObject({
      mobile: '9823140000',
      alternateMobile: null,
      email: 'ajay@bhaleraorealty.in',
      kind: 'channel_partner',
      assignedTo: { _id: people.manager.id, name: 'Manoj Manager' },
      createdBy: { name: 'Asha Admin' },
      convertedLead: null,
      convertedAt: null,
    });
    const read = await api('GET', `/api/contact/getContactById/${contact._id}`);
    expect(read.data.contact).toEqual(contact);
  });

  it('takes back what the GET returned, changes one field, and deletes', async () => {
    const contact = await addContact({ assignedTo: people.executive.id });
    const back = await api('PUT', `/api/contact/updateContact/${contact._id}`, contact);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.data.contact).toEqual(contact);
    const changed = await api('PUT', `/api/contact/updateContact/${contact._id}`, {
      ...contact,
      company: 'Wagh Estates',
    });
    expect(changed.data.contact).toEqual({ ...contact, company: 'Wagh Estates', updatedAt: contact.updatedAt });
    const gone = await api('DELETE', `/api/contact/deleteContact/${contact._id}`);
    expect(gone.data.message).toBe('Sunil Wagh has been deleted.');
    expect((await api('GET', `/api/contact/getContactById/${contact._id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/contact/deleteContact/${contact._id}`)).statusCode).toBe(404);
    expect((await api('PUT', `/api/contact/updateContact/${randomUUID()}`, contact)).statusCode).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const res = await api('POST', '/api/contact/createContact', {
      name: ' ',
      mobile: '5822012345',
      email: 'not-mail',
      kind: 'builder',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.fields).toEqual({
      name: 'Name is required.',
      mobile: 'Mobile must be 10 digits starting with 6, 7, 8 or 9.',
      email: 'Enter a valid email address.',
      kind: 'Choose a kind from the list.',
    });
  });

  it('keeps one contact per mobile, however the number is written (409 naming the contact)', async () => {
    const first = await addContact({ name: 'Ramesh Kale' });
    const again = await api('POST', '/api/contact/createContact', {
      name: 'R. Kale',
      mobile: `0${first.mobile}`,
      kind: 'referrer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({
      code: 'DUPLICATE_MOBILE',
      message: 'A contact with this mobile already exists: Ramesh Kale.',
      fields: { mobile: 'A contact with this mobile already exists: Ramesh Kale.' },
    });
    const other = await addContact();
    const moved = await api('PUT', `/api/contact/updateContact/${other._id}`, { ...other, mobile: first.mobile });
    expect(moved.statusCode).toBe(409);
  });
});

describe('contacts: list', () => {
  it('finds a contact by a fragment of its mobile, its +91 form, name, email or company; filters kind and assignee', async () => {
    const vendor = await addContact({
      name: 'Kishor Sonawane',
      mobile: '7972 555 123',
      email: 'kishor@sonawanetiles.in',
      company: 'Sonawane Tiles & Sanitary',
      kind: 'vendor',
      assignedTo: people.executive.id,
    });
    const ids = async (query: string) => (await list(query)).contacts.map((c) => c._id);
    expect(await ids('search=555%2012')).toEqual([vendor._id]);
    expect(await ids(`search=${encodeURIComponent('+91 79725 55123')}`)).toEqual([vendor._id]);
    expect(await ids('search=sonawane%20tiles')).toEqual([vendor._id]);
    expect(await ids('search=KISHOR%40')).toEqual([vendor._id]);
    expect(await ids('search=100%25')).toEqual([]);
    expect(await ids(`kind=vendor&assignedTo=${people.executive.id}`)).toEqual([vendor._id]);
    expect(await ids(`kind=broker&search=kishor`)).toEqual([]);
    const unassigned = await list('assignedTo=unassigned&pageSize=100');
    expect(unassigned.contacts.map((c) => c._id)).not.toContain(vendor._id);
    const bad = await api('GET', '/api/contact/getAllContacts?kind=builder');
    expect(bad.statusCode).toBe(400);
  });

  it('pages newest first without repeating a row', async () => {
    for (let i = 0; i < 5; i++) {
      t.clock.advanceHours(1);
      await addContact({ name: `Paging ${i}`, kind: 'neighbour' });
    }
    const page1 = await list('kind=neighbour&pageSize=2');
    const page2 = await list('kind=neighbour&pageSize=2&page=2');
    const page3 = await list('kind=neighbour&pageSize=2&page=3');
    expect(page1).toMatchObject({ total: 5, pages: 3 });
    expect([...page1.contacts, ...page2.contacts, ...page3.contacts].map((c) => c.name)).toEqual([
      'Paging 4',
      'Paging 3',
      'Paging 2',
      'Paging 1',
      'Paging 0',
    ]);
  });
});

describe('contacts: assign', () => {
  it('assigns several contacts to an active member, all or none', async () => {
    const a = await addContact();
    const b = await addContact({ assignedTo: people.executive.id });
    const res = await api('PUT', '/api/contact/assignContact', {
      contactIds: [a._id, b._id],
      assignedTo: people.executive.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ message: '2 contacts assigned to Esha Executive.', updated: 1 });
    const read = await api('GET', `/api/contact/getContactById/${a._id}`);
    expect(read.data.contact.assignedTo).toEqual({ _id: people.executive.id, name: 'Esha Executive' });

    const partly = await api('PUT', '/api/contact/assignContact', {
      contactIds: [a._id, randomUUID()],
      assignedTo: people.manager.id,
    });
    expect(partly.statusCode).toBe(404);
    expect((await api('GET', `/api/contact/getContactById/${a._id}`)).data.contact.assignedTo._id).toBe(
      people.executive.id,
    );
  });

  it('refuses a deactivated or pending member, in bulk and in the form', async () => {
    const c = await addContact();
    for (const member of [people.deactivated.id, people.pending.id]) {
      const res = await api('PUT', '/api/contact/assignContact', { contactIds: [c._id], assignedTo: member });
      expect(res.statusCode).toBe(400);
      expect(res.data).toMatchObject({
        code: 'ASSIGNEE_NOT_ACTIVE',
        message: 'Contacts can be assigned only to an active team member with a role.',
      });
    }
    const form = await api('POST', '/api/contact/createContact', {
      name: 'Dinesh Ahire',
      mobile: nextMobile(),
      kind: 'other',
      assignedTo: people.deactivated.id,
    });
    expect(form.statusCode).toBe(400);
    expect(form.data.fields).toEqual({
      assignedTo: 'Contacts can be assigned only to an active team member with a role.',
    });
  });
});

describe('contacts: convert to a lead', () => {
  it('creates exactly one lead with the contact’s details and links it; a second convert is refused', async () => {
    const contact = await addContact({
      name: 'Prashant Gite',
      email: 'prashant@gite.in',
      company: 'Gite Properties',
      city: 'Nashik',
      assignedTo: people.executive.id,
    });
    const res = await api('POST', `/api/contact/convertToLead/${contact._id}`, { sourceId, branchId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.message).toBe('Prashant Gite is now a lead.');
    const leadId = res.data.lead._id;
    expect(res.data.contact).toMatchObject({
      convertedLead: { _id: leadId, name: 'Prashant Gite' },
      convertedAt: t.clock.now.toISOString(),
    });
    const lead = (await api('GET', `/api/lead/getLeadById/${leadId}`)).data.lead;
    expect(lead).toMatchObject({
      name: 'Prashant Gite',
      mobile: contact.mobile,
      email: 'prashant@gite.in',
      city: 'Nashik',
      status: 'new',
      source: { _id: sourceId },
      branch: { _id: branchId },
      assignedTo: { _id: people.executive.id },
      notes: 'Converted from Contacts (Broker, Gite Properties).',
      createdBy: { name: 'Asha Admin' },
    });
    const history = (await api('GET', `/api/lead/getLeadHistoryByLeadId/${leadId}`)).data.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['created']);

    const again = await api('POST', `/api/contact/convertToLead/${contact._id}`, { sourceId });
    expect(again.statusCode).toBe(409);
    expect(again.data).toMatchObject({
      code: 'CONTACT_ALREADY_CONVERTED',
      message: 'This contact is already a lead: Prashant Gite.',
    });
    expect(await leadsWithMobile(contact.mobile)).toHaveLength(1);
  });

  it('refuses when a live lead has the mobile, naming that lead, and changes nothing', async () => {
    const mobile = nextMobile();
    const existing = await api('POST', '/api/lead/create', { name: 'Vaishali Pagar', mobile });
    expect(existing.statusCode, existing.body).toBe(201);
    const contact = await addContact({ name: 'Vaishali P.', mobile });
    const res = await api('POST', `/api/contact/convertToLead/${contact._id}`, { sourceId });
    expect(res.statusCode).toBe(409);
    expect(res.data).toMatchObject({
      code: 'DUPLICATE_MOBILE',
      message: expect.stringMatching(/^A lead with this mobile already exists: Vaishali Pagar \(/),
      duplicateOf: { _id: existing.data.lead._id, name: 'Vaishali Pagar' },
    });
    expect((await api('GET', `/api/contact/getContactById/${contact._id}`)).data.contact.convertedLead).toBeNull();
    expect(await leadsWithMobile(mobile)).toHaveLength(1);
  });

  it('leaves a deactivated assignee off the lead, needs a source, and 404s an unknown contact', async () => {
    const member = await api('POST', '/api/team/createMember', {
      name: 'Leaving Soon',
      email: 'leaving@example.in',
      mobile: '9876500001',
      role: 2,
    });
    const contact = await addContact({ assignedTo: member.data.member._id });
    await api('PUT', `/api/team/updateMember/${member.data.member._id}`, { status: 'deactivated' });
    const noSource = await api('POST', `/api/contact/convertToLead/${contact._id}`, {});
    expect(noSource.statusCode).toBe(400);
    expect(noSource.data.fields).toHaveProperty('sourceId');
    const res = await api('POST', `/api/contact/convertToLead/${contact._id}`, { sourceId });
    expect(res.statusCode, res.body).toBe(201);
    const lead = (await api('GET', `/api/lead/getLeadById/${res.data.lead._id}`)).data.lead;
    expect(lead.assignedTo).toBeNull();
    expect((await api('POST', `/api/contact/convertToLead/${randomUUID()}`, { sourceId })).statusCode).toBe(404);
  });

  it('lets a manager do all of it and refuses an executive (403)', async () => {
    const byManager = await api(
      'POST',
      '/api/contact/createContact',
      { name: 'Manager’s broker', mobile: nextMobile(), kind: 'broker' },
      people.manager.token,
    );
    expect(byManager.statusCode).toBe(201);
    const id = byManager.data.contact._id;
    const exec = people.executive.token;
    expect((await api('GET', '/api/contact/getAllContacts', undefined, exec)).statusCode).toBe(403);
    expect((await api('GET', `/api/contact/getContactById/${id}`, undefined, exec)).statusCode).toBe(403);
    expect((await api('POST', `/api/contact/convertToLead/${id}`, { sourceId }, exec)).statusCode).toBe(403);
    const converted = await api('POST', `/api/contact/convertToLead/${id}`, { sourceId }, people.manager.token);
    expect(converted.statusCode, converted.body).toBe(201);
  });
});
