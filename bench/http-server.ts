// The server side of bench/http.ts: the real app on a random port, one registered user, and a bare
// route for comparison. Talks to its parent over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/open-database';

const send = (message: unknown) => process.send?.(message);
const dir = mkdtempSync(join(tmpdir(), 'estatedesk-bench-'));

try {
  const database =
    process.env.BENCH_DB === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_PG_URL! })
      : await openDatabase({ kind: 'pglite', dataDir: join(dir, 'data') });
  const config = {
    ...loadConfig({}),
    webDistDir: '/nonexistent',
    uploadsDir: join(dir, 'uploads'),
    loginRateLimitPerMinute: 1000,
  };
  const app = await buildApp({ database, config, logger: false });
  // Outside /api, so it needs no access rule; registered before listen, ahead of the SPA fallback.
  app.get('/bench/bare', async () => ({ ok: true }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const reg = await fetch(`${address}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Admin', email: 'bench@example.in', password: 'Bench2026x' }),
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const { token } = (await reg.json()) as { token: string };

  // Peak RSS while serving (from here on): the first open of a new data directory (initdb) peaks
  // higher once and is reported separately.
  const startupPeakMb = process.resourceUsage().maxRSS / 1024;
  let servingPeak = process.memoryUsage().rss;
  setInterval(() => {
    servingPeak = Math.max(servingPeak, process.memoryUsage().rss);
  }, 50).unref();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
  process.on('message', (m) => {
    if (m === 'rss') send({ rssMb: servingPeak / 1024 / 1024, startupPeakMb });
  });
  send({ ready: { address, token } });
} catch (error) {
  send({ failed: String((error as Error).stack ?? error) });
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}
