import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { BackupError } from './backup-error';

const MISSING =
  'is not installed. Install the PostgreSQL client tools of the same major version as the server or newer ' +
  '(on Debian or Ubuntu: apt install postgresql-client), then run the backup again.';

/**
 * libpq's environment for a connection URL, so the password is not in the command line that
 * every user of the machine can read with `ps`.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = { PGDATABASE: decodeURIComponent(u.pathname.slice(1)) };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname);
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/**
 * Runs pg_dump or pg_restore on the database at `url` and waits for it. A missing program is a BackupError naming the
 * package; a failure carries the program's own last lines (they name the table or the version
 * mismatch; they never hold the password, which travels in the environment).
 */
export function runPostgresTool(
  program: 'pg_dump' | 'pg_restore',
  url: string,
  args: string[],
  options: { signal?: AbortSignal; feed?: (stdin: Writable) => Promise<void> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: [options.feed ? 'pipe' : 'ignore', 'ignore', 'pipe'],
      signal: options.signal,
      env: { ...process.env, ...libpqEnvironment(url), PGCONNECT_TIMEOUT: '10' },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let fed: Promise<void> = Promise.resolve();
    if (options.feed && child.stdin) {
      const stdin = child.stdin;
      // The program may exit early (an error): its closed pipe is reported by the exit, not here.
      stdin.on('error', () => {});
      fed = options.feed(stdin).catch((error) => {
        child.kill('SIGTERM');
        throw error;
      });
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(new BackupError(`${program} ${MISSING}`));
      else if (error.name === 'AbortError') reject(options.signal?.reason ?? error);
      else reject(error);
    });
    child.on('close', (code, signal) => {
      fed.then(
        () => {
          if (code === 0) resolve();
          else {
            const said = stderr.trim().split('\n').slice(-6).join(' ').trim();
            reject(new BackupError(`${program} failed (${signal ?? `exit ${code}`})${said ? `: ${said}` : ''}.`));
          }
        },
        (error) => reject(error),
      );
    });
  });
}
