import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import type { DatabaseHandle, Db } from '../db/database';
import { openDatabase } from '../db/open-database';

/**
 * One embedded database per test worker, emptied between the test files that use it instead of a
 * new one loaded from the template for every file (decision 171: loading costs ~2 s of a busy
 * core, emptying the few tables a file wrote costs a small fraction of that).
 *
 * A file gets a lease: its own Drizzle instance (module caches keyed by the database object start
 * afresh) over a client that refuses every statement once the lease is closed, as a closed
 * database did. A second database wanted while the first is leased, a database whose schema a
 * test changed (a table or trigger of its own), or one that fails to empty is a fresh one from
 * the template, as before.
 */
interface Instance {
  handle: DatabaseHandle;
  client: PGlite;
  schema: string;
}

let idle: Instance | undefined;
let template: Blob | undefined;

export async function leaseWorkerPglite(): Promise<DatabaseHandle> {
  let instance = idle;
  idle = undefined;
  if (instance && !(await emptied(instance))) {
    void instance.handle.close().catch(() => {});
    instance = undefined;
  }
  instance ??= await openFromTemplate();
  return lease(instance);
}

async function openFromTemplate(): Promise<Instance> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: template, migrate: false });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec(KEEP_SEEDS);
  return { handle, client, schema: await schemaOf(client) };
}

function lease(instance: Instance): DatabaseHandle {
  let closed = false;
  const guarded = new Set<PropertyKey>(['query', 'sql', 'exec', 'transaction', 'execProtocol', 'execProtocolRaw']);
  const client = new Proxy(instance.client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!guarded.has(property)) return value.bind(target);
      return (...args: unknown[]) =>
        closed ? Promise.reject(new Error('PGlite is closed')) : value.apply(target, args);
    },
  });
  const db = drizzle({ client, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (closed) throw new Error('PGlite is closed');
      await instance.client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (idle || instance.client.closed) await instance.handle.close();
      else idle = instance;
    },
  };
}

/**
 * Rows the migrations seed (the Maharashtra stamp-duty rates) are part of the template's state: a
 * copy of each table that has rows in the template is kept in the schema `test_seed`, and put back
 * after every emptying.
 */
const KEEP_SEEDS = `
create schema test_seed;
do $$
declare
  t text;
  found boolean;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('select exists (select 1 from public.%I)', t) into found;
    if found then execute format('create table test_seed.%I as select * from public.%I', t, t); end if;
  end loop;
end $$;
`;

/**
 * Back to the template's state: every table with a row truncated and its seeded rows put back,
 * every sequence that moved set back, planner statistics from an ANALYZE dropped, session settings
 * reset. False when the schema
 * differs from the template's or the database does not answer in time.
 */
async function emptied(instance: Instance): Promise<boolean> {
  const work = (async () => {
    await emptyDatabase(instance.client);
    return (await schemaOf(instance.client)) === instance.schema;
  })();
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000).unref());
  return Promise.race([work.catch(() => false), timeout]);
}

export async function emptyDatabase(client: PGlite): Promise<void> {
  await client.exec(EMPTY);
}

const EMPTY = `
reset all;
do $$
declare
  t text;
  found boolean;
  written text[] := '{}';
  cols text;
  s record;
begin
  for t in select format('%I.%I', schemaname, tablename) from pg_tables where schemaname = 'public' loop
    execute format('select exists (select 1 from %s)', t) into found;
    if found then written := written || t; end if;
  end loop;
  if cardinality(written) > 0 then
    execute 'truncate ' || array_to_string(written, ', ') || ' cascade';
  end if;
  for t in select tablename from pg_tables where schemaname = 'test_seed' loop
    select string_agg(format('%I', attname), ', ' order by attnum) into cols from pg_attribute
      where attrelid = format('public.%I', t)::regclass and attnum > 0 and not attisdropped and attgenerated = '';
    execute format('insert into public.%I (%s) overriding system value select %s from test_seed.%I', t, cols, cols, t);
  end loop;
  for s in select format('%I.%I', schemaname, sequencename) as name, start_value
    from pg_sequences where schemaname = 'public' and last_value is not null loop
    perform setval(s.name::regclass, s.start_value, false);
  end loop;
  delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace);
end $$;
`;

/** Counts and newest ids of the catalogs a test could add to: a table, column, index, trigger, function, type. */
export async function schemaOf(client: PGlite): Promise<string> {
  const catalogs = ['pg_class', 'pg_attribute', 'pg_proc', 'pg_trigger', 'pg_type', 'pg_constraint', 'pg_namespace'];
  const counts = catalogs.map((c) => `(select count(*) from ${c})`).join(` || ',' || `);
  const newest = catalogs
    .filter((c) => c !== 'pg_attribute')
    .map((c) => `(select max(oid) from ${c})`)
    .join(` || ',' || `);
  const { rows } = await client.query<{ schema: string }>(`select ${counts} || ';' || ${newest} as schema`);
  return rows[0]!.schema;
}
