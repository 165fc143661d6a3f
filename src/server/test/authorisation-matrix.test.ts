import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRow } from './access-rows';
import { buildTestApp, call, type TestApp } from './test-app';
import { seedUsers, type TestUsers } from './users';

const modules = import.meta.glob<{ rows: AccessRow[] }>('../modules/*/access-rows.ts', { eager: true });
const allRows = Object.values(modules).flatMap((m) => m.rows);
const ordered = [...allRows.filter((r) => !r.last), ...allRows.filter((r) => r.last)];

let t: TestApp;
let people: TestUsers;
beforeAll(async () => {
  t = await buildTestApp();
  people = await seedUsers(t);
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: ids become random uuids, other params a plausible value. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'role' ? '1' : name === 'type' ? 'customer' : randomUUID(),
  );
}

type Caller = 'anonymous' | 'admin' | 'manager' | 'executive' | 'pending' | 'deactivated';
const callers: Caller[] = ['anonymous', 'admin', 'manager', 'executive', 'pending', 'deactivated'];
const roleOf = { admin: 0, manager: 1, executive: 2 } as const;

function expected(row: AccessRow, caller: Caller): 'through' | 401 | 403 {
  if (row.allow === 'public') return row.refusesUnsigned ?? 'through';
  if (caller === 'anonymous' || caller === 'deactivated') return 401;
  if (row.allow === 'session') return 'through';
  if (caller === 'pending') return 403;
  return row.allow.includes(roleOf[caller]) ? 'through' : 403;
}

describe('authorisation matrix', () => {
  it('has exactly one row for every /api route', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const listed = allRows.map((r) => r.route).sort();
    expect(
      listed.filter((r, i) => listed.indexOf(r) !== i),
      'duplicate rows',
    ).toEqual([]);
    expect(
      registered.filter((r) => !listed.includes(r as AccessRow['route'])),
      'routes without a row',
    ).toEqual([]);
    expect(
      listed.filter((r) => !registered.includes(r)),
      'rows without a route',
    ).toEqual([]);
  });

  it('lets a pending account reach nothing but signing out (and the public routes)', () => {
    expect(allRows.filter((r) => r.allow === 'session').map((r) => r.route)).toEqual(['POST /api/auth/logout']);
  });

  for (const row of ordered) {
    it(`${row.route}`, async () => {
      const [method, pattern] = row.route.split(' ') as [
        AccessRow['route'] extends `${infer M} ${string}` ? M : never,
        string,
      ];
      const url = concrete(pattern);
      const results: Record<string, number> = {};
      const wanted: Record<string, string | number> = {};
      for (const caller of callers) {
        const token = caller === 'anonymous' ? undefined : people[caller].token;
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const res = await call(t.app, method, url, { token, body });
        const want = expected(row, caller);
        wanted[caller] = want;
        results[caller] = res.statusCode;
        expect(res.statusCode, `${caller}: ${res.body}`).toBeLessThan(500);
      }
      const seen = Object.fromEntries(
        Object.entries(results).map(([caller, status]) => [
          caller,
          status === 401 || status === 403 ? status : 'through',
        ]),
      );
      expect(seen).toEqual(wanted);
    });
  }
});
