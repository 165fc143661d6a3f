// The server compiled ahead of time (decision 169): esbuild bundles our TypeScript (server and
// domain) into dist/server, one file per entry below plus shared chunks; packages stay in
// node_modules. `npm start` and the CLI scripts rebuild it when a source is newer, as the web app is.
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Every program the build makes: dist/server/<name>.js from its source. One line each. */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'user-create': 'src/server/cli/user-create.ts',
  'seed-demo': 'src/server/cli/seed-demo.ts',
  'secrets-rotate': 'src/server/cli/secrets-rotate.ts',
  'phone-client': 'src/server/cli/phone-client.ts',
  backup: 'src/server/cli/backup.ts',
  restore: 'src/server/cli/restore.ts',
};

/** What a build reads; a change to any of them makes the build stale. */
const INPUTS = ['src/server', 'src/domain', 'package-lock.json', 'scripts/server-build.mjs'];
/** Files the server reads at run time beside its code, copied to the same place in the build. */
const RUNTIME_FILES = [['src/server/db/migrations', 'migrations']];
const STAMP = '.built';

export const defaultOutDir = join(root, 'dist/server');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** 'missing', 'stale' or 'fresh'. */
export function serverBuildState(outDir = defaultOutDir) {
  const stamp = join(outDir, STAMP);
  if (!existsSync(stamp)) return 'missing';
  const builtAt = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(root, input)) > builtAt) ? 'stale' : 'fresh';
}

/**
 * Builds into a fresh folder beside outDir and then swaps it in, so a failed build leaves the last
 * good one. Throws when esbuild is missing (an install without dev dependencies).
 */
export async function buildServer(outDir = defaultOutDir) {
  const { build } = await import('esbuild');
  const next = `${outDir}.next`;
  rmSync(next, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: next,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    // Chunks sit beside the entries, so `new URL('./migrations', import.meta.url)` means the same
    // folder from whichever file holds it.
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
  });
  for (const [from, to] of RUNTIME_FILES) {
    // drizzle-kit's schema snapshots are for generating the next migration, not for applying them.
    cpSync(join(root, from), join(next, to), { recursive: true, filter: (path) => !path.endsWith('_snapshot.json') });
  }
  writeFileSync(join(next, STAMP), `${new Date().toISOString()}\n`);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(next, outDir);
}

/** Whether esbuild can be loaded here (it is a dev dependency). */
export async function canBuildServer() {
  try {
    await import('esbuild');
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure dist/server is there and no older than its sources. Without esbuild an existing build
 * is used as it is; with none at all this says what to do and returns false.
 */
export async function ensureServerBuilt(outDir = defaultOutDir, log = console) {
  const state = serverBuildState(outDir);
  if (state === 'fresh') return true;
  if (!(await canBuildServer())) {
    if (state === 'missing') {
      log.error('dist/server is missing and esbuild is not installed: run `npm ci` (with dev dependencies) first.');
      return false;
    }
    log.warn(
      'The server sources look newer than dist/server, but esbuild is not installed; running the existing build.',
    );
    return true;
  }
  log.log(state === 'missing' ? 'Building the server…' : 'The server sources changed; rebuilding the server…');
  try {
    await buildServer(outDir);
    return true;
  } catch (error) {
    log.error(`The server build failed: ${error.message}`);
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : defaultOutDir);
  console.log(`Built the server into dist/server in ${Math.round(performance.now() - started)} ms.`);
}
