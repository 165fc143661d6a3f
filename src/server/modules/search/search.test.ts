import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../domain/schemas/search';
import { multipartBody } from '../../test/multipart';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { saveCompanyProfile } from '../company/company-fixture';
import { quotationBody } from '../quotations/quotation-fixture';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

const ids: Record<string, string> = {};

async function created(method: 'POST', url: string, body: Record<string, unknown>) {
  const res = await api(method, url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.data;
}

beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
  const lead = async (name: string, mobile: string, extra: Record<string, unknown> = {}) =>
    (await created('POST', '/api/lead/create', { name, mobile, ...extra })).lead._id as string;
  ids.rahul = await lead('Rahul Deshmukh', '9822012345', {
    email: 'rahul.d@example.in',
    assignedTo: people.executive.id,
  });
  ids.deshmukh = await lead('Deshmukh', '9822099999', { assignedTo: people.manager.id });
  ids.deshpande = await lead('Anil Deshpande', '9822055555', { assignedTo: people.manager.id });
  ids.pradesh = await lead('Madhya Pradesh Traders', '9822077777', { assignedTo: people.manager.id });
  ids.binned = await lead('Binned Deshmukh', '9822066666');
  expect((await api('PUT', `/api/lead/moveToRecycleBin/${ids.binned}`)).statusCode).toBe(200);
  ids.contact = (
    await created('POST', '/api/contact/createContact', {
      name: 'Sunil Deshmukh',
      mobile: '9811100000',
      kind: 'broker',
      company: 'Wagh Realty',
    })
  ).contact._id;
  ids.buyer = (
    await created('POST', '/api/entities', {
      type: 'customer',
      name: 'Kavita Deshmukh',
      mobile: '9811122222',
      pan: 'ABCDE1234F',
      project: 'Sai Heights',
      wing: 'B',
      flatNo: '302',
    })
  ).entity._id;
  const form = multipartBody(
    {
      ownerName: 'Ramesh Deshmukh',
      address: 'Flat 5, Wakad, Pune',
      contact: '919811133333',
      type: 'Residential',
      subType: '2BHK',
      projectName: 'Godavari Residency',
    },
    [],
  );
  const record = await t.app.inject({
    method: 'POST',
    url: '/api/customer-property',
    headers: { ...form.headers, authorization: `Bearer ${people.admin.token}` },
    payload: form.payload,
  });
  expect(record.statusCode, record.body).toBe(201);
  ids.record = JSON.parse(record.body).data?._id ?? JSON.parse(record.body).record?._id;
  ids.quotation = (await created('POST', '/api/quotations/create', quotationBody({ quoteNo: '26-27/001' }))).data._id;
  ids.quotation2 = (await created('POST', '/api/quotations/create', quotationBody({ quoteNo: '26-27/010' }))).data._id;
  await saveCompanyProfile(t, people.admin.token);
  const invoice = await created('POST', '/api/invoiceQuotation/create', {
    quotationId: ids.quotation,
    placeOfSupply: 'Maharashtra',
  });
  ids.invoice = invoice.data._id;
  ids.invoiceNo = invoice.data.invoiceNo;
});
afterAll(() => t.close());

async function search(q: string, token = people.admin.token): Promise<SearchResult[]> {
  const res = await api('GET', `/api/search?q=${encodeURIComponent(q)}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.results;
}
const ofKind = (results: SearchResult[], kind: string) => results.filter((r) => r.kind === kind);

describe('GET /api/search', () => {
  it('finds leads by name, exact first, then starting with the term, then a word, then anywhere; never binned ones', async () => {
    const leads = ofKind(await search('deshmukh'), 'lead');
    expect(leads.map((r) => r._id)).toEqual([ids.deshmukh, ids.rahul]);
    expect(leads[1]).toEqual({
      kind: 'lead',
      _id: ids.rahul,
      title: 'Rahul Deshmukh',
      subtitle: '9822012345 · New · Owner: Esha Executive',
      url: `/LeadDetails/${ids.rahul}`,
    });
    expect(ofKind(await search('desh'), 'lead').map((r) => r.title)).toEqual([
      'Deshmukh',
      'Anil Deshpande',
      'Rahul Deshmukh',
      'Madhya Pradesh Traders',
    ]);
  });

  it('finds a lead by its mobile written any way, by a part of it, and by email', async () => {
    for (const q of ['9822012345', '+91 98220 12345', '098220-12345', '0091 9822012345']) {
      expect(
        ofKind(await search(q), 'lead').map((r) => r._id),
        q,
      ).toEqual([ids.rahul]);
    }
    expect(ofKind(await search('98220 1'), 'lead').map((r) => r._id)).toEqual([ids.rahul]);
    expect(ofKind(await search('+91 98220 55'), 'lead').map((r) => r._id)).toEqual([ids.deshpande]);
    expect(ofKind(await search('rahul.d@example.in'), 'lead').map((r) => r._id)).toEqual([ids.rahul]);
    expect(ofKind(await search('EXAMPLE.IN'), 'lead').map((r) => r._id)).toEqual([ids.rahul]);
  });

  it('finds sales contacts, flat buyers (name and flat, no PAN), customer records and quotations by number', async () => {
    const results = await search('deshmukh');
    expect(ofKind(results, 'contact')).toEqual([
      expect.objectContaining({ _id: ids.contact, title: 'Sunil Deshmukh', url: '/contact?search=9811100000' }),
    ]);
    const [buyer] = ofKind(results, 'flatBuyer');
    expect(buyer).toEqual({
      kind: 'flatBuyer',
      _id: ids.buyer,
      title: 'Kavita Deshmukh',
      subtitle: 'Sai Heights · Wing B · Flat 302',
      url: `/customer/${ids.buyer}`,
    });
    expect(JSON.stringify(results)).not.toContain('ABCDE1234F');
    expect(ofKind(results, 'customer').map((r) => r.title)).toEqual(['Ramesh Deshmukh']);
    expect(ofKind(await search('+91 98111 33333'), 'customer').map((r) => r.title)).toEqual(['Ramesh Deshmukh']);
    expect(ofKind(await search('26-27/001'), 'quotation')).toEqual([
      expect.objectContaining({
        _id: ids.quotation,
        title: 'Quotation 26-27/001',
        url: `/quotation/edit/${ids.quotation}`,
      }),
    ]);
    expect(ofKind(await search('26-27/0'), 'quotation').map((r) => r._id)).toEqual([ids.quotation, ids.quotation2]);
    expect(ofKind(await search('010'), 'quotation').map((r) => r._id)).toEqual([ids.quotation2]);
    expect(ofKind(await search(ids.invoiceNo!), 'invoice')).toEqual([
      {
        kind: 'invoice',
        _id: ids.invoice,
        title: `Invoice ${ids.invoiceNo}`,
        subtitle: expect.stringContaining('Sai Constructions'),
        url: `/InvoiceQuotation/print/${ids.invoice}`,
      },
    ]);
  });

  it('keeps to what each role may list: an executive finds only their own leads and nothing else', async () => {
    const mine = await search('deshmukh', people.executive.token);
    expect(mine.map((r) => r._id)).toEqual([ids.rahul]);
    expect(await search('26-27/001', people.executive.token)).toEqual([]);
    expect(await search('9822099999', people.executive.token)).toEqual([]);
    const manager = await search('deshmukh', people.manager.token);
    expect(new Set(manager.map((r) => r.kind))).toEqual(new Set(['lead', 'contact', 'flatBuyer', 'customer']));
    expect(ofKind(manager, 'lead').map((r) => r._id)).toEqual([ids.deshmukh, ids.rahul]);
  });

  it('caps each kind at 8, however common the name', async () => {
    for (let i = 0; i < 12; i++) {
      await created('POST', '/api/lead/create', { name: `Suresh Jadhav ${i}`, mobile: String(9_700_000_000 + i) });
    }
    expect(ofKind(await search('jadhav'), 'lead')).toHaveLength(8);
    expect(ofKind(await search('97000'), 'lead')).toHaveLength(8);
  });

  it('takes wildcards literally and answers nothing for a term that matches nothing', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('d_shmukh')).toEqual([]);
    expect(await search('Zzyzx')).toEqual([]);
  });

  it('refuses an empty, blank, too long or NUL term with a sentence, and needs a session', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await api('GET', `/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.data.message).toMatch(/search/i);
    }
    expect((await api('GET', '/api/search')).statusCode).toBe(400);
    const nul = await api('GET', '/api/search?q=desh%00mukh');
    expect(nul.statusCode).toBe(400);
    expect(nul.data.code).toBe('NUL_CHARACTER');
    expect((await api('GET', '/api/search?q=desh', undefined, '')).statusCode).toBe(401);
  });
});
