// npm run bench:bundle — builds the web app and prints, for every screen of the table, the
// JavaScript a browser downloads to show it on a cold load: index.html's entry and modulepreloads
// plus the route's lazy chunk and its static imports, gzipped and brotli'd as the server sends them
// (the .gz/.br files the build writes). Budgets (decision 070): the first screen (/login) ≤ 150 KB
// gz, any screen ≤ 350 KB gz; the last line says whether they hold.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SCREEN_KEYS, SCREENS } from '../src/domain/screens';
import { phoneFirstLoad } from './phone-app-first-load';

const FIRST_SCREEN = '/login';
/** The module of the signed-in screens' loaders, as the router imports it (`src/web/app/router.tsx`). */
const SIGNED_IN_LOADERS = './screen-loaders';
const FIRST_SCREEN_BUDGET_KB = 150;
const ANY_SCREEN_BUDGET_KB = 350;
/** The executive's phone app at /m (issue 29, decision 211): its first load, built into <outDir>/m. */
const PHONE_APP_BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const repo = fileURLToPath(new URL('..', import.meta.url));
const webRoot = join(repo, 'src/web');

/**
 * Every screen of the table (`src/domain/screens.ts`) and the modules a cold load of it fetches
 * lazily: its layouts (the signed-in layout for every screen but the public ones, the sidebar for
 * those that need a capability, and the module of the signed-in loaders for all but the public
 * ones) and its own module, read from the text of `public-screen-loaders.ts` and
 * `screen-loaders.ts` (one `key: () => import('…')` or `key: () => alias()` over
 * `const alias = () => import('…')` per screen); the not-found page is listed as `*`.
 */
export function routesOf(loadersSource: string): { path: string; modules: string[] }[] {
  const modules = new Map<string, string>();
  const aliases = new Map<string, string>();
  for (const m of loadersSource.matchAll(/^const (\w+) = \(\) => import\('([^']+)'\)/gm)) aliases.set(m[1]!, m[2]!);
  for (const m of loadersSource.matchAll(/^\s*(\w+): \(\) =>\s*import\('([^']+)'\)/gm)) modules.set(m[1]!, m[2]!);
  for (const m of loadersSource.matchAll(/^\s*(\w+): \(\) =>\s*(\w+)\(\)\.then/gm)) {
    const module = aliases.get(m[2]!);
    if (module) modules.set(m[1]!, module);
  }
  const module = (key: string) => {
    const found = modules.get(key);
    if (!found) throw new Error(`No loader for ${key} in screen-loaders.ts.`);
    return found;
  };
  // Every screen but the public ones comes through the module of the signed-in loaders (decision 175).
  const screens = SCREEN_KEYS.map((key) => {
    const access = SCREENS[key].access;
    const layouts = access === 'public' ? [] : access === 'session' ? ['signedIn'] : ['signedIn', 'shell'];
    const via = access === 'public' ? [] : [SIGNED_IN_LOADERS];
    return { path: SCREENS[key].path as string, modules: [...via, ...layouts.map(module), module(key)] };
  });
  return [...screens, { path: '*', modules: [SIGNED_IN_LOADERS, ...['signedIn', 'shell', 'notFound'].map(module)] }];
}

/** The chunk files a key loads before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

/**
 * What a screen loads after it renders (a chart, the modals host): the dynamic imports of its
 * chunks that are not screens of the router themselves.
 */
function deferred(manifest: Manifest, loaded: Set<string>, screens: Set<string>): Set<string> {
  const later = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    if (!loaded.has(chunk.file)) continue;
    for (const key of chunk.dynamicImports ?? []) if (!screens.has(key)) closure(manifest, key, later);
  }
  return new Set([...later].filter((f) => !loaded.has(f)));
}

function manifestKey(manifest: Manifest, importPath: string): string {
  const rel = posix.join('app', importPath);
  const key = ['.tsx', '.ts'].map((ext) => rel + ext).find((k) => manifest[k]);
  if (!key) throw new Error(`No chunk in the Vite manifest for ${importPath} (screen-loaders.ts).`);
  return key;
}

function sizes(outDir: string, files: Iterable<string>) {
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const path = join(outDir, file);
    const raw = readFileSync(path);
    gz += existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`).length : gzipSync(raw, { level: 9 }).length;
    br += existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gz: gz / 1024, br: br / 1024 };
}

async function main() {
  const outDir = process.env.BENCH_OUT_DIR ?? mkdtempSync(join(tmpdir(), 'estatedesk-bundle-'));
  await build({
    configFile: join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const manifest: Manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const entryFiles = closure(manifest, entryKey);
  const entry = sizes(outDir, entryFiles);

  const routes = routesOf(
    ['app/public-screen-loaders.ts', 'app/screen-loaders.ts']
      .map((f) => readFileSync(join(webRoot, f), 'utf8'))
      .join('\n'),
  );
  const screens = new Set(routes.flatMap((r) => r.modules.map((m) => manifestKey(manifest, m))));
  const rows = routes.map(({ path, modules }) => {
    const loaded = new Set<string>(entryFiles);
    for (const module of modules) closure(manifest, manifestKey(manifest, module), loaded);
    const own = [...loaded].filter((f) => !entryFiles.has(f));
    const lazy = sizes(outDir, own);
    const later = sizes(outDir, deferred(manifest, loaded, screens));
    return {
      path,
      chunks: own.length,
      lazyGz: lazy.gz,
      totalGz: entry.gz + lazy.gz,
      totalBr: entry.br + lazy.br,
      laterGz: later.gz,
    };
  });

  const kb = (n: number) => n.toFixed(1);
  console.log(
    `\nEntry (index.html: entry and ${entryFiles.size - 1} modulepreloads): ${kb(entry.gz)} KB gz, ${kb(entry.br)} KB br\n`,
  );
  console.log('| route | lazy chunks | lazy KB gz | total KB gz | total KB br | then, after render, KB gz |');
  console.log('| --- | --: | --: | --: | --: | --: |');
  for (const r of rows) {
    console.log(
      `| ${r.path} | ${r.chunks} | ${kb(r.lazyGz)} | ${kb(r.totalGz)} | ${kb(r.totalBr)} | ${kb(r.laterGz)} |`,
    );
  }

  const first = rows.find((r) => r.path === FIRST_SCREEN);
  const heaviest = rows.reduce((a, b) => (b.totalGz > a.totalGz ? b : a));
  console.log(
    `\nFirst screen ${FIRST_SCREEN}: ${kb(first?.totalGz ?? 0)} KB gz (budget ${FIRST_SCREEN_BUDGET_KB}); ` +
      `heaviest ${heaviest.path}: ${kb(heaviest.totalGz)} KB gz (budget ${ANY_SCREEN_BUDGET_KB}).`,
  );
  // The phone app: index.html's entry and its static imports (every other screen is a lazy chunk).
  const phone = { gz: phoneFirstLoad(join(outDir, 'm')).gzBytes / 1024 };
  console.log(
    `Phone app /m first load: ${kb(phone.gz)} KB gz (budget ${PHONE_APP_BUDGET_KB}; ` +
      `the office ${FIRST_SCREEN} above: ${kb(first?.totalGz ?? 0)} KB gz).`,
  );
  if (!process.env.BENCH_OUT_DIR) rmSync(outDir, { recursive: true, force: true });
  const over =
    (first?.totalGz ?? Infinity) > FIRST_SCREEN_BUDGET_KB ||
    heaviest.totalGz > ANY_SCREEN_BUDGET_KB ||
    phone.gz > PHONE_APP_BUDGET_KB;
  console.log(over ? 'Over budget (see docs/decisions/070-first-screen-javascript.md).' : 'Within budget.');
}

await main();
