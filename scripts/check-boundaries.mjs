// The import rules Biome cannot say (decision 168). Biome (biome.json) checks the layers — domain
// imports only zod, web and server never import each other — and import cycles. Its
// noRestrictedImports matches the import as written, not the file it resolves to, so "another
// module" or "another feature" would depend on how deep the importing file sits. This script
// resolves each relative import and checks:
// - a server module uses another module only through its public.ts (tests, and the fixtures that
//   build their data, may also share another module's *-fixture.ts);
// - shared server code (lib, db, jobs, mail, storage, …) never imports a module; the wiring may:
//   app.ts, main.ts, the CLI, the test helpers and job-registry.ts (through public.ts);
// - a web feature imports another feature only through its index.ts;
// - the phone app (src/phone) shares only src/domain and the office app's small src/web/lib
//   pieces, never its screens, and nothing imports the phone app.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Server files that compose the modules, and so may import them. */
const serverWiring = [
  /^server\/app\.ts$/,
  /^server\/main\.ts$/,
  /^server\/cli\//,
  /^server\/test\//,
  /^server\/jobs\/testing\//,
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

/** The broken rules in the TypeScript files under `src`, one sentence each. */
export function boundaryProblems(src) {
  const problems = [];
  for (const file of files(src)) {
    const rel = relative(src, file).split('\\').join('/');
    const text = readFileSync(file, 'utf8');
    // A fixture is test code too: one builds on another's (a booked buyer on a booking).
    const isTest = /\.test\.tsx?$/.test(rel) || /-fixture\.ts$/.test(rel);
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith('.')) continue;
      const target = relative(src, resolve(dirname(file), spec))
        .split('\\')
        .join('/');
      const say = (why) => problems.push(`${rel}: imports '${spec}' — ${why}`);

      const serverModule = rel.match(/^server\/modules\/([^/]+)\//)?.[1];
      const targetModule = target.match(/^server\/modules\/([^/]+)\/(.+)$/);
      if (targetModule && serverModule && targetModule[1] !== serverModule) {
        const isPublic = /^public(\.ts)?$/.test(targetModule[2]);
        const isFixture = isTest && /-fixture(\.ts)?$/.test(targetModule[2]);
        if (!isPublic && !isFixture) {
          say(
            `module '${serverModule}' reaches into module '${targetModule[1]}'; use its public.ts or move the piece below both`,
          );
        }
      }
      if (targetModule && !serverModule && rel.startsWith('server/') && !isTest) {
        const isRegistry = rel === 'server/job-registry.ts' && /^public(\.ts)?$/.test(targetModule[2]);
        if (!isRegistry && !serverWiring.some((wiring) => wiring.test(rel))) {
          say('shared server code must not depend on a feature module; the composition root hands it what it needs');
        }
      }

      // The phone app keeps its own screens and first-load budget (decision 211): of the office app
      // it may use only web/lib; no other part of the tree depends on it.
      if (rel.startsWith('phone/') && target.startsWith('web/') && !target.startsWith('web/lib/')) {
        say("the phone app uses only the office app's web/lib pieces; move what both need to web/lib or domain");
      }
      if (!rel.startsWith('phone/') && target.startsWith('phone/')) {
        say('nothing imports the phone app; move what both need to domain or web/lib');
      }

      // A web feature uses another only through that feature's index.ts, its public part (decision 170).
      const feature = rel.match(/^web\/features\/([^/]+)\//)?.[1];
      const targetFeature = target.match(/^web\/features\/([^/]+)(?:\/(.+))?$/);
      const isIndex = !targetFeature?.[2] || /^index(\.tsx?)?$/.test(targetFeature[2]);
      if (feature && targetFeature && feature !== targetFeature[1] && !isIndex) {
        say(
          `feature '${feature}' reaches into feature '${targetFeature[1]}'; use its index.ts or move the shared piece to web/ui, web/lib or domain`,
        );
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = boundaryProblems(join(resolve(import.meta.dirname, '..'), 'src'));
  if (problems.length > 0) {
    console.error(`Import boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import boundaries hold.');
}
