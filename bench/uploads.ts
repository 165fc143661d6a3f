// npm run bench:uploads — 200 KYC uploads of 1 MB, 10 at a time, over HTTP to the real app on
// PGlite (POST /api/customer-property/:id/add-document). Prints throughput, latency and the
// server's peak RSS. The server runs in a child process so the client's buffers are not counted.
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 200);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 10);
const SIZE = 1024 * 1024;

async function server() {
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { openDatabase } = await import('../src/server/db/open-database');
  const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-uploads-'));
  const uploadsDir = join(dir, 'uploads');
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  const config = { ...loadConfig({}), webDistDir: '/nonexistent', uploadsDir, loginRateLimitPerMinute: 1000 };
  const app = await buildApp({ database, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const before = process.memoryUsage().rss;
  let peak = before;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20).unref();
  process.on('message', async (m) => {
    if (m === 'report') {
      const files = readdirSync(uploadsDir, { recursive: true, withFileTypes: true }).filter(
        (d) => d.isFile() && !d.parentPath.includes('.incoming'),
      );
      const bytes = files.reduce((sum, d) => sum + statSync(join(d.parentPath, d.name)).size, 0);
      const scratch = readdirSync(join(uploadsDir, '.incoming')).length;
      process.send?.({ rssBeforeMb: before / 1048576, rssPeakMb: peak / 1048576, files: files.length, bytes, scratch });
    }
    if (m === 'stop') {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  process.send?.({ address });
}

function ask<T>(child: ReturnType<typeof fork>, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send(message);
  });
}

async function client() {
  const child = fork(import.meta.filename, ['--server'], { stdio: 'inherit' });
  const { address } = await new Promise<{ address: string }>((resolve) =>
    child.once('message', (m) => resolve(m as never)),
  );
  const json = async (path: string, init: RequestInit) => {
    const res = await fetch(address + path, init);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const { token } = await json('/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email: 'bench@example.in', password: 'Bench2026x' }),
  });
  const auth = { authorization: `Bearer ${token}` };
  const form = new FormData();
  for (const [k, v] of Object.entries({
    ownerName: 'Bench Owner',
    address: 'Pune',
    contact: '919822012345',
    type: 'Residential',
    subType: '2BHK',
    projectName: 'Bench Heights',
  }))
    form.append(k, v);
  const { data } = await json('/api/customer-property', { method: 'POST', headers: auth, body: form });
  const customerId = (data as { _id: string })._id;

  // A 1 MB PDF by its magic bytes, padded.
  const pdf = Buffer.alloc(SIZE, 0x20);
  Buffer.from('%PDF-1.4\n').copy(pdf);
  Buffer.from('\n%%EOF\n').copy(pdf, SIZE - 7);
  const blob = new Blob([pdf], { type: 'application/pdf' });

  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < UPLOADS) {
        const n = next++;
        const body = new FormData();
        body.append('otherDoc', blob, `scan-${n}.pdf`);
        const t0 = performance.now();
        const res = await fetch(`${address}/api/customer-property/${customerId}/add-document`, {
          method: 'POST',
          headers: auth,
          body,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const report = await ask<{ rssBeforeMb: number; rssPeakMb: number; files: number; bytes: number; scratch: number }>(
    child,
    'report',
  );
  child.send('stop');

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const mb = (UPLOADS * SIZE) / 1048576;
  console.log(`uploads: ${UPLOADS} × 1 MB, ${PARALLEL} in parallel, PGlite, HTTP on 127.0.0.1`);
  console.log(`failed: ${failed}`);
  console.log(`time: ${seconds.toFixed(2)} s`);
  console.log(`throughput: ${(UPLOADS / seconds).toFixed(1)} uploads/s, ${(mb / seconds).toFixed(1)} MB/s`);
  console.log(`latency: p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, max ${pct(100).toFixed(0)} ms`);
  console.log(
    `server RSS: ${report.rssBeforeMb.toFixed(0)} MB before, peak ${report.rssPeakMb.toFixed(0)} MB during uploads`,
  );
  console.log(
    `stored: ${report.files} files, ${(report.bytes / 1048576).toFixed(0)} MB on disk; scratch files left: ${report.scratch}`,
  );
}

if (process.argv.includes('--server')) await server();
else await client();
