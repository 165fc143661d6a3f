import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';
import { quotationBody } from '../quotations/quotation-fixture';

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

const req = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { token, body });

describe('drafts', () => {
  it('belong to their author: others neither list, read, change nor discard them', async () => {
    const made = await req(people.manager.token, 'POST', '/api/drafts', {
      kind: 'quotation-create',
      title: 'Sai Constructions',
      data: { name: 'Sai Constructions', products: [{ name: 'Cement', qty: 'ten' }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.data.draft._id;
    expect(made.data.draft.data.products[0].qty).toBe('ten');

    expect(
      (await req(people.manager.token, 'GET', '/api/drafts')).data.drafts.map((d: { _id: string }) => d._id),
    ).toEqual([id]);
    expect((await req(people.admin.token, 'GET', '/api/drafts')).data.drafts).toEqual([]);
    expect((await req(people.admin.token, 'GET', `/api/drafts/${id}`)).statusCode).toBe(404);
    expect((await req(people.admin.token, 'PUT', `/api/drafts/${id}`, { data: {} })).statusCode).toBe(404);
    expect((await req(people.admin.token, 'DELETE', `/api/drafts/${id}`)).statusCode).toBe(404);

    const saved = await req(people.manager.token, 'PUT', `/api/drafts/${id}`, { title: 'Sai', data: { name: 'Sai' } });
    expect(saved.data.draft).toMatchObject({ title: 'Sai', data: { name: 'Sai' } });
    expect((await req(people.manager.token, 'DELETE', `/api/drafts/${id}`)).statusCode).toBe(200);
    expect((await req(people.manager.token, 'GET', `/api/drafts/${id}`)).statusCode).toBe(404);
  });

  it('is removed when its quotation is saved', async () => {
    const draft = (await req(people.admin.token, 'POST', '/api/drafts', { kind: 'quotation-create', data: { a: 1 } }))
      .data.draft;
    const res = await req(people.admin.token, 'POST', '/api/quotations/create', quotationBody({ draftId: draft._id }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await req(people.admin.token, 'GET', `/api/drafts/${draft._id}`)).statusCode).toBe(404);

    const edit = (
      await req(people.admin.token, 'POST', '/api/drafts', {
        kind: 'quotation-edit',
        quotationId: res.data.data._id,
        data: {},
      })
    ).data.draft;
    expect(edit.quotationId).toBe(res.data.data._id);
    const updated = await req(people.admin.token, 'PUT', `/api/quotations/update/${res.data.data._id}`, {
      ...quotationBody({ quoteNo: res.data.data.quoteNo }),
      draftId: edit._id,
    });
    expect(updated.statusCode).toBe(200);
    expect((await req(people.admin.token, 'GET', '/api/drafts')).data.drafts).toEqual([]);
  });

  it('refuses bad drafts with 400 and unknown quotations with 404', async () => {
    expect((await req(people.admin.token, 'POST', '/api/drafts', { kind: 'letter', data: {} })).statusCode).toBe(400);
    expect(
      (await req(people.admin.token, 'POST', '/api/drafts', { kind: 'quotation-create', data: [1] })).statusCode,
    ).toBe(400);
    expect(
      (await req(people.admin.token, 'POST', '/api/drafts', { kind: 'quotation-edit', data: {} })).statusCode,
    ).toBe(400);
    const ghost = await req(people.admin.token, 'POST', '/api/drafts', {
      kind: 'quotation-edit',
      quotationId: '00000000-0000-4000-8000-000000000000',
      data: {},
    });
    expect(ghost.statusCode).toBe(404);
    const big = await req(people.admin.token, 'POST', '/api/drafts', {
      kind: 'quotation-create',
      data: { x: 'y'.repeat(210_000) },
    });
    expect(big.statusCode).toBe(400);
  });
});
