// npm run user:create / seed:demo / secrets:rotate / demo:phone: the command from the built server
// (decision 169), rebuilt first when its sources changed. The arguments after the name pass through.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { defaultOutDir, ensureServerBuilt, SERVER_ENTRIES } from './server-build.mjs';

const [name, ...args] = process.argv.slice(2);
if (!name || !(name in SERVER_ENTRIES) || name === 'main') {
  const names = Object.keys(SERVER_ENTRIES).filter((entry) => entry !== 'main');
  console.error(`Usage: node scripts/run-cli.mjs <${names.join('|')}> [arguments]`);
  process.exit(2);
}
if (!(await ensureServerBuilt(defaultOutDir, { log: console.error, warn: console.warn, error: console.error }))) {
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(defaultOutDir, `${name}.js`), ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 143)));
