import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A server started as its own process by a process-level test, with everything it printed. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs `node <args>` as the server on the embedded database in dataDir (never a PostgreSQL the
 * test runner was given), on 127.0.0.1 and the given or a free port, with no web build.
 */
export async function startServerProcess(
  args: string[],
  dataDir: string,
  { port, env = {}, cwd }: { port?: number; env?: Record<string, string>; cwd?: string } = {},
): Promise<ServerProcess> {
  const actualPort = port ?? (await freePort());
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...base,
      PORT: String(actualPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${actualPort}`, output: () => output, exited };
}

/** Waits for /api/health to answer 200; throws with the server's output if it exits or times out. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return (await res.json()) as { status: string };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}
