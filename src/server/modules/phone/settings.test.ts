import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_GREETING } from '../../../domain/schemas/phone-app';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://crm.sahyadri.example' });
  people = await seedUsers(t);
});
afterAll(() => t.close());

describe('phone app settings', () => {
  it('starts with the default greeting and the app’s address, and takes back what it answered', async () => {
    const first = await api('GET', '/api/phone/settings');
    expect(first.data).toEqual({
      whatsappGreeting: DEFAULT_WHATSAPP_GREETING,
      appUrl: 'https://crm.sahyadri.example/m/',
    });
    const edited = { ...first.data, whatsappGreeting: '  Namaste {name}, {executive} here from {company}.  ' };
    const saved = await api('PUT', '/api/phone/settings', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.whatsappGreeting).toBe('Namaste {name}, {executive} here from {company}.');
    const snap = await api('GET', '/api/phone/snapshot', undefined, people.executive.token);
    expect(snap.data.whatsappGreeting).toBe('Namaste {name}, {executive} here from {company}.');
  });

  it('refuses an empty or overlong greeting, changing nothing', async () => {
    for (const whatsappGreeting of ['   ', 'x'.repeat(501), 42]) {
      const res = await api('PUT', '/api/phone/settings', { whatsappGreeting });
      expect(res.statusCode).toBe(400);
      expect(res.data.fields.whatsappGreeting).toMatch(/Greeting/);
    }
    expect((await api('GET', '/api/phone/settings')).data.whatsappGreeting).toBe(
      'Namaste {name}, {executive} here from {company}.',
    );
  });
});

describe('GET /api/phone/qr.svg', () => {
  it('draws the app’s address as an SVG anyone may fetch, cacheable', async () => {
    const res = await api('GET', '/api/phone/qr.svg', undefined, '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(res.body).toContain('<path');
  });
});
