// npm run bench:http — HTTP throughput and latency of an authenticated API route (GET /api/auth/me:
// session lookup in the database + authorisation) against a bare route on the same server, on the
// embedded database and on PostgreSQL. Prints figures; it is not a test.
//
// The server runs in a child process (built with buildApp, as in production but without request
// logging) so its peak RSS is its own; this process is the load generator (autocannon).
import { fork } from 'node:child_process';
import { cpus } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row {
  database: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type FromServer =
  | { ready: { address: string; token: string } }
  | { rssMb: number; startupPeakMb: number }
  | { failed: string };

function run(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers });
}

/** Starts bench/http-server.ts on the given database, loads both routes, returns rows and the server's peak RSS. */
interface DbResult {
  rows: Row[];
  rssMb: number;
  startupPeakMb: number;
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<DbResult> {
  const child = fork(new URL('./http-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<FromServer>((resolve, reject) => {
      child.once('message', (m) => resolve(m as FromServer));
      child.once('exit', (code) => reject(new Error(`benchmark server exited with ${code}`)));
    });
  try {
    const first = await next();
    if (!('ready' in first)) throw new Error('failed' in first ? first.failed : 'unexpected message');
    const { address, token } = first.ready;
    const rows: Row[] = [];
    for (const [route, url, headers] of [
      ['GET /bench/bare', `${address}/bench/bare`, {}],
      ['GET /api/auth/me', `${address}/api/auth/me`, { authorization: `Bearer ${token}` }],
    ] as const) {
      await run(url, headers, 2); // warm-up: JIT, connection pool, database caches
      const result = await run(url, headers, DURATION);
      const errors = result.errors + result.timeouts + result.non2xx;
      rows.push({ database: label, route, rps: result.requests.average, ...pick(result), errors });
      console.log(`  ${label} ${route}: ${Math.round(result.requests.average)} req/s, ${errors} errors`);
    }
    child.send('rss');
    const rss = await next();
    if (!('rssMb' in rss)) throw new Error('no RSS figure from the server');
    return { rows, rssMb: rss.rssMb, startupPeakMb: rss.startupPeakMb };
  } finally {
    child.kill('SIGTERM');
  }
}

const pick = (r: Result) => ({ p50: r.latency.p50, p99: r.latency.p99 });

async function withTemporaryPostgres<T>(work: (url: string) => Promise<T>): Promise<T | string> {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `PostgreSQL at ${PG_URL} is unreachable (${(error as Error).message}); skipped.`;
  }
  const name = `estatedesk_bench_${process.pid}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    await admin.query(`create database ${name}`);
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function table(results: DbResult[]): string {
  const header = ['database', 'route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'me/bare', 'RSS serving', 'RSS start'];
  const lines = results.flatMap(({ rows, rssMb, startupPeakMb }) =>
    rows.map((r) => {
      const bare = rows.find((b) => b.route === 'GET /bench/bare');
      const isMe = r.route === 'GET /api/auth/me';
      return [
        r.database,
        r.route,
        Math.round(r.rps).toString(),
        String(r.p50),
        String(r.p99),
        String(r.errors),
        isMe && bare ? (r.rps / bare.rps).toFixed(3) : '',
        isMe ? `${rssMb.toFixed(0)} MB` : '',
        isMe ? `${startupPeakMb.toFixed(0)} MB` : '',
      ];
    }),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}

console.log(
  `EstateDesk HTTP benchmark — ${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, ` +
    `${CONNECTIONS} connections, ${DURATION} s per route`,
);
const results = [await benchDatabase('PGlite', { BENCH_DB: 'pglite' })];
const postgres = await withTemporaryPostgres((url) =>
  benchDatabase('PostgreSQL', { BENCH_DB: 'postgres', BENCH_PG_URL: url }),
);
if (typeof postgres === 'string') console.log(postgres);
else results.push(postgres);
console.log(`\n${table(results)}`);
console.log(
  '\nRSS serving = peak resident memory of the server process while under load; RSS start = its peak\n' +
    'while opening the database (on PGlite this includes initdb of a new data directory and migrations).',
);
