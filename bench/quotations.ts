/**
 * The quotation list with 100,000 quotations: p50/p95 of GET /api/quotations/featch for a search
 * and a date filter, on page 1 and page 500, on PGlite and (when reachable) PostgreSQL.
 * Loads rows with COPY: PGlite `COPY … FROM '/dev/blob'`, PostgreSQL pg-copy-streams.
 *
 *   npm run bench:quotations            (PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_ROWS=20000 npm run bench:quotations
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { quotationTotals } from '../src/domain/billing/money';
import { istDate } from '../src/domain/india-date';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { DatabaseHandle } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open-database';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const COLUMNS = [
  'quote_no',
  'name',
  'mobile',
  'valid',
  'quote_date',
  'branchtype',
  'type',
  'billing',
  'shipping',
  'bank',
  'products',
  'total_amount_before_tax',
  'total_cgst',
  'total_sgst',
  'total_igst',
  'grand_total',
  'created_at',
  'updated_at',
];

const FIRST = ['Sai', 'Shree', 'Om', 'Patil', 'Kulkarni', 'Desai', 'Jadhav', 'Pawar', 'Shinde', 'Joshi'];
const LAST = ['Constructions', 'Builders', 'Infra', 'Developers', 'Homes', 'Realty', 'Projects', 'Estates'];
const CITIES = ['Pune', 'Mumbai', 'Nashik', 'Nagpur', 'Kolhapur', 'Satara'];

const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** One CSV line per quotation, spread over three years, ~10% of names containing "Patil". */
function* csvLines(rows: number): Generator<string> {
  const start = Date.parse('2024-04-01T04:30:00Z');
  const span = 3 * 365 * 24 * 3600_000;
  for (let i = 0; i < rows; i++) {
    const created = new Date(start + Math.floor((span * i) / rows));
    const day = istDate(created);
    const city = CITIES[i % CITIES.length]!;
    const products = [
      {
        name: 'Cement',
        customName: '',
        hsn: '2523',
        qty: (i % 50) + 1,
        unitPrice: 270,
        cgst: 14,
        sgst: 14,
        igst: 0,
        discount: i % 10,
      },
      {
        name: 'Steel',
        customName: '',
        hsn: '7214',
        qty: (i % 7) + 1,
        unitPrice: 5200,
        cgst: 9,
        sgst: 9,
        igst: 0,
        discount: 0,
      },
    ];
    const t = quotationTotals(products);
    const address = {
      street: `${(i % 300) + 1} Main Road`,
      city,
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    };
    const bank = {
      name: 'State Bank of India',
      accNo: '32145678901',
      ifsc: 'SBIN0001234',
      branch: city,
      message: '',
      terms: '',
    };
    yield [
      csvField(`B-${String(i).padStart(6, '0')}`),
      csvField(`${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / 10) % LAST.length]} ${i}`),
      csvField(`9${String(100_000_000 + i * 7919).slice(-9)}`),
      day,
      day,
      i % 4 === 0 ? 'Commercial' : 'Residential',
      csvField(['Retail', 'Wholesale', 'Project', 'Contractor'][i % 4]!),
      csvField(JSON.stringify(address)),
      csvField(JSON.stringify(address)),
      csvField(JSON.stringify(bank)),
      csvField(JSON.stringify(products)),
      t.totalAmountBeforeTax.toFixed(2),
      t.totalCGST.toFixed(2),
      t.totalSGST.toFixed(2),
      t.totalIGST.toFixed(2),
      t.grandTotal.toFixed(2),
      created.toISOString(),
      created.toISOString(),
    ].join(',');
  }
}

const copySql = `COPY quotations (${COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`;

async function loadPglite(handle: DatabaseHandle): Promise<void> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const text = `${[...csvLines(ROWS)].join('\n')}\n`;
  await client.query(copySql.replace('STDIN', "'/dev/blob'"), [], { blob: new Blob([text]) });
  // As autovacuum would after a bulk load: statistics and the visibility map.
  await client.exec('vacuum analyze quotations');
}

async function loadPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const stream = client.query(copyFrom(copySql));
  const lines = csvLines(ROWS);
  await pipeline(
    Readable.from(
      (function* () {
        for (const line of lines) yield `${line}\n`;
      })(),
    ),
    stream,
  );
  await client.query('vacuum analyze quotations');
  await client.end();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(kind: string, handle: DatabaseHandle, load: () => Promise<void>) {
  const t0 = performance.now();
  await load();
  const loadMs = performance.now() - t0;
  const app = await buildApp({
    database: handle,
    config: { ...loadConfig({}), webDistDir: '/nonexistent' },
    logger: false,
  });
  await app.ready();
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Admin', email: 'bench@example.in', password: 'Bench-Passw0rd' },
  });
  const token = reg.json().token as string;
  const cases: [string, string][] = [
    ['search "patil", page 1', 'search=patil&page=1'],
    ['search "patil", page 500', 'search=patil&page=500'],
    ['search quote no "B-04", page 1', 'search=B-04&page=1'],
    ['dates 2025-04-01..2026-03-31, page 1', 'from=2025-04-01&to=2026-03-31&page=1'],
    ['dates 2025-04-01..2026-03-31, page 500', 'from=2025-04-01&to=2026-03-31&page=500'],
  ];
  console.log(
    `\n${kind}: ${ROWS.toLocaleString('en-IN')} quotations loaded with COPY in ${(loadMs / 1000).toFixed(1)} s`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      const s = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/quotations/featch?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
      total = res.json().total;
      if (i >= 5) times.push(ms);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   (${total.toLocaleString('en-IN')} matches)`,
    );
  }
  await app.close();
}

async function main() {
  if (process.env.BENCH_ONLY === 'postgres') return postgres();
  const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-'));
  try {
    const lite = await openDatabase({ kind: 'pglite', dataDir: dir });
    await measure('PGlite', lite, () => loadPglite(lite));
    await lite.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await postgres();
}

async function postgres() {
  const dbName = `estatedesk_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL: skipped (${(error as Error).message}); set BENCH_DATABASE_URL.`);
    return;
  }
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await measure('PostgreSQL', handle, () => loadPostgres(url.toString()));
    await handle.close();
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${dbName}`);
    else await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
