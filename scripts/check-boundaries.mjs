// The layer arrows of DESIGN.md §2, checked on every import: domain is pure, web never reaches
// into server, server never into web, a web feature does not import another feature's files, and a
// server module uses another module only through its public.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const src = join(root, 'src');
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const domainAllowed = new Set(['zod']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

const problems = [];
for (const file of files(src)) {
  const rel = relative(src, file);
  const layer = rel.split('/')[0];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const spec = match[1] ?? match[2];
    const target = spec.startsWith('.') ? relative(src, resolve(dirname(file), spec)) : null;
    const say = (why) => problems.push(`${rel}: imports '${spec}' — ${why}`);
    if (layer === 'domain') {
      if (target && !target.startsWith('domain/')) say('domain must not import other layers');
      if (!target && !domainAllowed.has(spec.split('/')[0]) && !rel.endsWith('.test.ts') && spec !== 'vitest') {
        say('domain is pure: no frameworks, drivers or Node APIs');
      }
    }
    if (layer === 'web' && target?.startsWith('server/')) say('web talks to the server only over HTTP');
    if (layer === 'web' && !target && /^(fastify|drizzle-orm|pg|@electric-sql|node:)/.test(spec))
      say('server-only package in web');
    if (layer === 'server' && target?.startsWith('web/')) say('server must not import web');
    // A server module reaches another only through that module's public.ts; tests may also share
    // another module's *-fixture.ts. Shared helpers live in server/lib, server/storage, server/db.
    const serverModule = rel.match(/^server\/modules\/([^/]+)\//)?.[1];
    const targetModule = target?.match(/^server\/modules\/([^/]+)\/(.+)$/);
    if (serverModule && targetModule && targetModule[1] !== serverModule) {
      const isPublic = targetModule[2] === 'public.ts' || targetModule[2] === 'public';
      const isFixture = /\.test\.ts$/.test(rel) && /-fixture(\.ts)?$/.test(targetModule[2]);
      if (!isPublic && !isFixture) {
        say(
          `module '${serverModule}' reaches into module '${targetModule[1]}'; use its public.ts or move the piece to server/lib`,
        );
      }
    }
    if (
      rel.startsWith('server/') &&
      !rel.startsWith('server/modules/') &&
      !rel.startsWith('server/app.ts') &&
      !rel.startsWith('server/test/') &&
      !rel.startsWith('server/cli/') &&
      // The list of job kinds is wiring, like app.ts: it names each module's job through its public.ts.
      !(rel === 'server/job-registry.ts' && /^public(\.ts)?$/.test(targetModule?.[2] ?? '')) &&
      targetModule &&
      !/\.test\.ts$/.test(rel)
    ) {
      say('shared server code must not depend on a feature module');
    }
    const feature = rel.match(/^web\/features\/([^/]+)\//)?.[1];
    const targetFeature = target?.match(/^web\/features\/([^/]+)\//)?.[1];
    if (feature && targetFeature && feature !== targetFeature) {
      say(
        `feature '${feature}' reaches into feature '${targetFeature}'; move the shared piece to web/ui, web/lib or domain`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
