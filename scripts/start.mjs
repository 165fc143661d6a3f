// npm start: build the web app and the server if their sources are newer than their builds, then
// run the built server (one process serves the SPA and /api; docs/ARCHITECTURE.md, decision 169).
// PORT and DATA_DIR are read by the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultOutDir, ensureServerBuilt } from './server-build.mjs';

const root = resolve(import.meta.dirname, '..');
const builtIndex = join(root, 'dist/web/index.html');
const inputs = [
  'src/web',
  'src/phone',
  'src/domain',
  'vite.config.ts',
  'vite.phone.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...inputs.map((p) => newestMtime(join(root, p))));
const vite = join(root, 'node_modules/vite/bin/vite.js');
if ((builtAt === 0 || sourcesAt > builtAt) && !existsSync(vite)) {
  // An install without dev dependencies cannot build; serve what was built, if anything.
  if (builtAt === 0) {
    console.error('dist/web is missing and Vite is not installed: run `npm ci` (with dev dependencies) first.');
    process.exit(1);
  }
  console.warn('The web sources look newer than dist/web, but Vite is not installed; serving the existing build.');
} else if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app…' : 'The web sources changed; rebuilding the web app…');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

if (!(await ensureServerBuilt())) process.exit(1);

const server = spawn(process.execPath, ['--enable-source-maps', join(defaultOutDir, 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});
