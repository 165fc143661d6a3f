import { rmSync } from 'node:fs';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stop(pid: number) {
  if (!(pid > 0 && alive(pid))) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 20_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/** Stops the servers global-setup started (SIGTERM: each closes its database cleanly) and removes their data and backups. */
export default async function globalTeardown() {
  const pids = (process.env.ESTATEDESK_E2E_PIDS ?? '').split(',').map(Number);
  await Promise.all(pids.map(stop));
  const dataDir = process.env.ESTATEDESK_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
