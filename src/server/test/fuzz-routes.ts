import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { seedUsers, type TestUsers } from './users';

/**
 * Every route of the OpenAPI document, sent the malformed input of decision 062, as an
 * administrator: NUL in every string, truncated and garbage bodies, wrong types, strings beyond
 * every limit, broken multipart. No answer may be a 5xx, and an answer that refuses (4xx) must
 * leave every table as it was. Deterministic: no randomness but a seeded generator.
 *
 * The routes are dealt into parts, one test file each (fuzz-1.test.ts …), so the test workers
 * share them: one file for every route grew past its time limit as the API grew.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type Leaf = (schema: JsonSchema, key: string) => unknown;

/** A value of the schema's shape whose strings (and only those) come from `text`. */
function shaped(schema: JsonSchema, text: Leaf, key = '', depth = 0): unknown {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return shaped(choice[choice.length - 1]!, text, key, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, inner]) => [name, shaped(inner, text, name, depth + 1)]),
    );
  }
  if (type === 'array') return depth > 4 ? [] : [shaped(schema.items ?? { type: 'string' }, text, key, depth + 1)];
  if (type === 'string') return text(schema, key);
  if (schema.enum) return schema.enum[0];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  return text(schema, key);
}

/** Values that pass the field's own rule, so that a body fails on the one thing a probe changes. */
const formatted: [RegExp, string][] = [
  [/mobile|phone/i, '9876543210'],
  [/email/i, 'fuzz@example.in'],
  [/pan$/i, 'ABCDE1234F'],
  [/gst/i, '27ABCDE1234F1Z5'],
  [/ifsc/i, 'SBIN0001234'],
  [/pin(code)?$/i, '411001'],
  [/date|At$|month/i, '2026-04-01'],
];
const plausible: Leaf = (s, key) => {
  if (s.enum) return s.enum[s.enum.length - 1];
  if (s.format === 'uuid') return randomUUID();
  if (s.format === 'email') return 'fuzz@example.in';
  if (s.format === 'date-time') return '2026-04-01T10:00:00.000Z';
  if (s.format === 'date') return '2026-04-01';
  return formatted.find(([pattern]) => pattern.test(key))?.[1] ?? 'Fuzz text';
};
const isFreeText = (s: JsonSchema, key: string) =>
  !s.enum && !s.format && !(s as { pattern?: string }).pattern && !formatted.some(([pattern]) => pattern.test(key));
const withNul: Leaf = (s, key) => (isFreeText(s, key) ? 'Fuzz\u0000text' : plausible(s, key));
const huge =
  (length: number): Leaf =>
  (s, key) =>
    isFreeText(s, key) ? 'x'.repeat(length) : plausible(s, key);

/** The same shape with every leaf of the wrong type. */
function mistyped(schema: JsonSchema, depth = 0): unknown {
  const choice = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choice) return mistyped(choice[choice.length - 1]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if ((type === 'object' || schema.properties) && depth < 4) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, mistyped(inner, depth + 1)]),
    );
  }
  if (type === 'array') return { not: 'a list' };
  if (type === 'string') return depth % 2 ? 12345 : { text: true };
  if (type === 'integer' || type === 'number') return depth % 2 ? 'twelve' : [12];
  if (type === 'boolean') return 'yes';
  return [];
}

/** A small deterministic generator (mulberry32), for garbage bytes. */
function bytes(seed: number, length: number): Buffer {
  let a = seed;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    out[i] = (x ^ (x >>> 14)) & 0xff;
  }
  return out;
}

interface Probe {
  family: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

const json = 'application/json';
const multipart = 'multipart/form-data; boundary=fuzzboundary';

function probes(path: string, method: string, op: Operation, seed: number): Probe[] {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const urlWith = (param: (name: string) => string, q?: (name: string, s: JsonSchema) => string) => {
    let url = path;
    for (const p of pathParams) url = url.replace(`{${p.name}}`, param(p.name));
    const qs = q ? query.map((p) => `${encodeURIComponent(p.name)}=${q(p.name, p.schema ?? {})}`).join('&') : '';
    return qs ? `${url}?${qs}` : url;
  };
  const url = urlWith(() => randomUUID());
  const list: Probe[] = [
    { family: 'NUL in the path', url: urlWith(() => '%00') },
    { family: 'a path that is not an id', url: urlWith(() => 'not-an-id%E2%80%AE') },
    { family: 'a huge path', url: urlWith(() => 'x'.repeat(5000)) },
  ];
  // NUL in one query value at a time, so the others' validation cannot hide it.
  for (const p of query) {
    list.push({ family: `NUL in the query value ${p.name}`, url: `${url}?${encodeURIComponent(p.name)}=a%00b` });
  }
  if (query.length > 0) {
    list.push(
      {
        family: 'huge query values',
        url: urlWith(
          () => randomUUID(),
          () => 'y'.repeat(5000),
        ),
      },
      {
        family: 'wrong query types',
        url: urlWith(
          () => randomUUID(),
          (_n, s) => (s.type === 'string' ? '%5B%5D' : s.type === 'boolean' ? 'maybe' : '-1e309'),
        ),
      },
    );
  }
  if (method === 'GET' || method === 'DELETE') return list;
  const schema = op.requestBody?.content[json]?.schema;
  list.push(
    { family: 'a truncated JSON body', url, payload: '{"name": "Fu', contentType: json },
    { family: 'a garbage JSON body', url, payload: bytes(seed, 300), contentType: json },
    { family: 'a JSON body that is a list', url, payload: '[1, 2, 3]', contentType: json },
    {
      family: 'a cut-off multipart body',
      url,
      payload: `--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
      contentType: multipart,
    },
    { family: 'multipart without a boundary', url, payload: bytes(seed + 1, 200), contentType: 'multipart/form-data' },
    { family: 'multipart that is garbage', url, payload: bytes(seed + 2, 200), contentType: multipart },
  );
  if (schema) {
    const body = (leaf: Leaf) => JSON.stringify(shaped(schema, leaf));
    list.push(
      { family: 'NUL in every string', url, payload: body(withNul), contentType: json },
      { family: 'wrong types everywhere', url, payload: JSON.stringify(mistyped(schema)), contentType: json },
      { family: 'strings beyond every limit', url, payload: body(huge(20_000)), contentType: json },
      { family: 'a body beyond the size limit', url, payload: body(huge(600_000)), contentType: json },
    );
  }
  return list;
}

/** Routes whose success would end the fuzzing session itself. */
const skipped = new Set(['POST /api/auth/logout']);

/** Fuzzes every `parts`-th route, starting at `part` (0-based), in a describe of its own. */
export function fuzzRoutes(part: number, parts: number): void {
  let t: TestApp;
  let people: TestUsers;
  let countQuery: string;
  beforeAll(async () => {
    t = await buildTestApp();
    people = await seedUsers(t);
    const rows = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not like '%drizzle%' order by table_name`,
    );
    // Sign-in counters move on refused sign-ins by design (decision 060).
    const tables = rows.rows.map((r) => r.table_name).filter((name) => name !== 'auth_throttle');
    countQuery = tables
      .map((name) => `select '${name}' as t, count(*)::int as n from "${name.replaceAll('"', '""')}"`)
      .join(' union all ');
  });
  afterAll(() => t.close());

  /**
   * Every table's rows. On PostgreSQL a named prepared statement: planning the union of ~90 counts
   * was half of its ~20 ms, paid after every probe.
   */
  async function rowCounts(): Promise<string> {
    const rows =
      t.database.kind === 'postgres'
        ? await (t.database.db as unknown as { $client: Pool }).$client.query<{ t: string; n: number }>({
            name: 'fuzz_row_counts',
            text: countQuery,
          })
        : await t.database.db.execute<{ t: string; n: number }>(sql.raw(countQuery));
    return rows.rows.map((r) => `${r.t}=${r.n}`).join(' ');
  }

  /**
   * The database's snapshot (`xmin:xmax:ids in progress`). A row is inserted or deleted only by a
   * transaction that holds a transaction id, and every such transaction that ends changes the
   * snapshot; so while it is as before, so are the counts, and counting (two thirds of this
   * test's time, after each of ~1,100 probes a part) can be skipped. The ids are the whole
   * server's: on PostgreSQL another file's writes change it too, and the counts are taken then —
   * never less checking, only less work when nothing wrote.
   */
  async function snapshot(): Promise<string> {
    const rows = await t.database.db.execute<{ s: string }>(sql`select pg_current_snapshot()::text as s`);
    return rows.rows[0]!.s;
  }

  describe(`fuzzing the routes of the OpenAPI document, part ${part + 1} of ${parts}`, () => {
    it('answers no malformed request with a 5xx, and stores nothing when it refuses one', async () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
      const failures: string[] = [];
      let sent = 0;
      // The snapshot before the counts: whatever ends between the two is counted again later.
      let seen = await snapshot();
      let before = await rowCounts();
      const operations = Object.keys(doc.paths)
        .sort()
        .flatMap((path) =>
          Object.entries(doc.paths[path]!).map(([lower, op]) => ({ path, method: lower.toUpperCase(), op })),
        );
      for (const [index, { path, method, op }] of operations.entries()) {
        if (index % parts !== part) continue;
        if (skipped.has(`${method} ${path}`)) continue;
        for (const probe of probes(path, method, op, index + 1)) {
          const where = `${method} ${path} with ${probe.family}`;
          let res: Awaited<ReturnType<typeof t.app.inject>>;
          try {
            res = await t.app.inject({
              method: method as InjectOptions['method'],
              url: probe.url,
              headers: {
                authorization: `Bearer ${people.admin.token}`,
                ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
              },
              ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
            });
          } catch (error) {
            // A streamed answer that started as a 200 and then broke off (the lead CSV export did).
            failures.push(`${where}: the answer broke off (${(error as Error).message})`);
            seen = await snapshot();
            before = await rowCounts();
            continue;
          }
          sent++;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            let message: unknown;
            try {
              message = res.json().message;
            } catch {
              message = undefined;
            }
            if (typeof message !== 'string' || message.length < 10)
              failures.push(`${where}: no message (${res.body.slice(0, 100)})`);
          }
          const now = await snapshot();
          if (now === seen) continue;
          seen = now;
          const after = await rowCounts();
          if (res.statusCode >= 400 && res.statusCode < 500 && after !== before) {
            failures.push(`${where}: answered ${res.statusCode} but the tables changed`);
          }
          before = after;
        }
      }
      expect(sent).toBeGreaterThan(500 / parts);
      expect(failures).toEqual([]);
    }, 120_000);
  });
}
