// The layer arrows of DESIGN.md §2, checked on every import: domain is pure, web never reaches
// into server, server never into web, and a web feature does not import another feature's files.
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
