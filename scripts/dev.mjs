// npm run dev: the API under `tsx watch` on :3001, Vite on :5173 (which proxies /api to 3001) and
// an in-process SMTP server on :2525 that prints the mail it gets (scripts/dev-smtp.ts), output
// prefixed by name; stopping one, or this script, stops them all.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const processes = [
  {
    name: 'api',
    colour: 36,
    args: [bin('tsx', 'dist/cli.mjs'), 'watch', 'src/server/main.ts'],
    // Links in emails lead to the Vite page, not the API port.
    env: { PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  },
  { name: 'web', colour: 35, args: [bin('vite', 'bin/vite.js')], env: {} },
  { name: 'mail', colour: 33, args: [bin('tsx', 'dist/cli.mjs'), 'scripts/dev-smtp.ts'], env: {} },
  // A DLR secret by default, so delivery reports reach the API once it is saved on /sms-settings.
  {
    name: 'sms',
    colour: 32,
    args: [bin('tsx', 'dist/cli.mjs'), 'scripts/dev-sms.ts'],
    env: { DEV_SMS_DLR_SECRET: process.env.DEV_SMS_DLR_SECRET ?? 'dev-dlr-secret' },
  },
  // The fake WhatsApp Cloud API on :2527 (its settings are printed at start).
  { name: 'whatsapp', colour: 92, args: [bin('tsx', 'dist/cli.mjs'), 'scripts/dev-whatsapp.ts'], env: {} },
];

let stopping = false;
const children = processes.map(({ name, colour, args, env }) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${colour}m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.log(`${prefix}exited with code ${code}; stopping the other process.`);
      stop(code ?? 1);
    }
  });
  return child;
});

function stop(code) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // Give the server time to close its database cleanly, then leave.
  const timer = setTimeout(() => process.exit(code), 10_000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
