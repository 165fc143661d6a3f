import { multipartBody } from './multipart';
import { call, type TestApp } from './test-app';
import type { TestUsers } from './users';

/** The client side of round-trip.test.ts: a signed-in administrator reading and writing records. */

export type Rec = Record<string, unknown>;

export interface Resource {
  name: string;
  /** Creates one record and returns its id. */
  create(): Promise<string>;
  read(id: string): Promise<Rec>;
  update(id: string, record: Rec): Promise<{ statusCode: number; body: string }>;
  /** The fields to change, as the next GET should show them. */
  change(record: Rec): Rec;
  /** Set by the server on every write. */
  volatile?: string[];
}

/** Filled in by the test file's beforeAll; the helpers read it when they run. */
export const session = { t: undefined as unknown as TestApp, people: undefined as unknown as TestUsers };

/** A write that fails throws with the answer, so a broken fixture names its cause. */
export async function api(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await call(session.t.app, method, url, { token: session.people.admin.token, body });
  if (method !== 'GET' && res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A multipart form carries text only: a client sends null as an empty field and leaves out objects. */
export async function sendForm(method: 'POST' | 'PUT', url: string, record: Rec) {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value === null) fields[key] = '';
    else if (typeof value !== 'object') fields[key] = String(value);
  }
  const form = multipartBody(fields);
  return session.t.app.inject({
    method,
    url,
    headers: { ...form.headers, authorization: `Bearer ${session.people.admin.token}` },
    payload: form.payload,
  });
}

export const created = async (res: Promise<{ data: Rec }>, pick: (data: Rec) => unknown) =>
  String((pick((await res).data) as Rec)._id);

export const inList = async (url: string, key: string, id: string) =>
  ((await api('GET', url)).data[key] as Rec[]).find((r) => r._id === id) as Rec;

export const put = (url: string) => (id: string, record: Rec) =>
  call(session.t.app, 'PUT', url.replace(':id', id), { token: session.people.admin.token, body: record });
