// npm test: every check CI runs, in order, stopping at the first failure (DESIGN.md §1).
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint and format', 'npx', ['biome', 'ci', '.']],
  ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['schema and migrations agree', 'node', ['scripts/check-migrations.mjs']],
  ['unit and API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'api-pglite']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'api-postgres'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (CI sets it for PostgreSQL).');
}
steps.push(['web build', 'npx', ['vite', 'build', '--logLevel', 'warn']]);
if (process.env.SKIP_E2E !== '1') steps.push(['browser end-to-end (Chromium)', 'npx', ['playwright', 'test']]);

for (const [name, command, args, env] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
