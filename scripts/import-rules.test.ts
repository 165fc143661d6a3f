import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryProblems } from './check-boundaries.mjs';

/**
 * The import rules (decision 168) on a small tree of their own: the repository's biome.json (layers
 * and cycles) and check-boundaries.mjs (modules and features) each catch what they promise, and
 * let the allowed imports through.
 */
const root = resolve(import.meta.dirname, '..');
let project: string;

const files: Record<string, string> = {
  'src/domain/ok.ts': "import { z } from 'zod';\nimport { x } from './x';\nexport const ok = [z, x];\n",
  'src/domain/x.ts': 'export const x = 1;\n',
  'src/domain/pure.ts': "import { readFileSync } from 'node:fs';\nexport const pure = readFileSync;\n",
  'src/domain/layer.ts': "import { app } from '../server/app';\nexport const layer = app;\n",
  'src/domain/deep/ok.test.ts': "import { it } from 'vitest';\nimport { x } from '../x';\nit('x', () => x);\n",
  'src/server/app.ts': "import { routes } from './modules/alpha/routes';\nexport const app = routes;\n",
  'src/server/to-web.ts': "import { page } from '../web/page';\nexport const toWeb = page;\n",
  'src/web/page.ts': 'export const page = 1;\n',
  'src/web/to-server.ts':
    "import Fastify from 'fastify';\nexport const toServer = [Fastify, () => import('../server/app')];\n",
  'src/server/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'src/server/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'src/server/types-a.ts': "import type { B } from './types-b';\nexport type A = { b?: B };\nexport const a = 1;\n",
  'src/server/types-b.ts': "import { a } from './types-a';\nexport type B = number;\nexport const b = a;\n",
  // Modules and features: resolved paths, checked by check-boundaries.mjs.
  'src/server/modules/alpha/routes.ts': 'export const routes = 1;\n',
  'src/server/modules/alpha/uses-public.ts': "import { p } from '../beta/public';\nexport const u = p;\n",
  'src/server/modules/alpha/reaches-in.ts': "import { s } from '../beta/service';\nexport const r = s;\n",
  'src/server/modules/alpha/fixture-user.ts': "import { f } from '../beta/beta-fixture';\nexport const g = f;\n",
  'src/server/modules/alpha/alpha.test.ts': "import { f } from '../beta/beta-fixture';\nexport const t = f;\n",
  // A fixture builds on another module's fixture (test code too); never on its service.
  'src/server/modules/alpha/alpha-fixture.ts':
    "import { f } from '../beta/beta-fixture';\nimport { s } from '../beta/service';\nexport const af = [f, s];\n",
  'src/server/lib/shared.ts': "import { p } from '../modules/beta/public';\nexport const shared = p;\n",
  'src/server/job-registry.ts':
    "import { p } from './modules/beta/public';\nimport { s } from './modules/beta/service';\nexport const kinds = [p, s];\n",
  'src/web/features/one/components/card.tsx':
    "import { x } from '../../two/hooks';\nimport { y } from '../../two';\nimport { z } from '../../two/index';\nimport { ui } from '../../../ui/box';\nimport { own } from '../hooks';\nexport const card = [x, y, z, ui, own];\n",
};

interface Diagnostic {
  category: string;
  location: { path: string };
}

function biomeFindings(): string[] {
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    ['lint', '--reporter=json', '--max-diagnostics=none', '--colors=off', 'src'],
    {
      cwd: project,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics
    .filter((d) => /noRestrictedImports|noImportCycles/.test(d.category))
    .map((d) => `${d.location.path} ${d.category.split('/').pop()}`);
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'estatedesk-import-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(join(project, 'biome.json'), JSON.stringify(config));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, path)), { recursive: true });
    writeFileSync(join(project, path), text);
  }
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('biome.json', () => {
  it('refuses a package or another layer in domain, and the server and web reaching each other', () => {
    const restricted = biomeFindings().filter((f) => f.endsWith('noRestrictedImports'));
    expect(restricted.sort()).toEqual(
      [
        'src/domain/layer.ts noRestrictedImports',
        'src/domain/pure.ts noRestrictedImports',
        'src/server/to-web.ts noRestrictedImports',
        // fastify, and the lazy import of the server
        'src/web/to-server.ts noRestrictedImports',
        'src/web/to-server.ts noRestrictedImports',
      ].sort(),
    );
  });

  it('fails on a run-time import cycle and lets a type-only one through', () => {
    const cycles = biomeFindings().filter((f) => f.endsWith('noImportCycles'));
    expect(cycles.sort()).toEqual(['src/server/cycle-a.ts noImportCycles', 'src/server/cycle-b.ts noImportCycles']);
  });
});

describe('check-boundaries.mjs', () => {
  it('names each reach into another module or feature, and only those', () => {
    const problems = boundaryProblems(join(project, 'src')).map((p) => p.split(' — ')[0]);
    expect(problems.sort()).toEqual(
      [
        "server/job-registry.ts: imports './modules/beta/service'",
        "server/lib/shared.ts: imports '../modules/beta/public'",
        "server/modules/alpha/alpha-fixture.ts: imports '../beta/service'",
        "server/modules/alpha/fixture-user.ts: imports '../beta/beta-fixture'",
        "server/modules/alpha/reaches-in.ts: imports '../beta/service'",
        "web/features/one/components/card.tsx: imports '../../two/hooks'",
      ].sort(),
    );
  });

  it('holds for the repository', () => {
    expect(boundaryProblems(join(root, 'src'))).toEqual([]);
  });
});
