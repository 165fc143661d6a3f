// npm run bench:seed-demo: how long seed:demo fills a fresh embedded database, beside the same
// seeding without its last step (the money loop, decision 206) in the same run, alternating.
// BENCH_ROUNDS (default 3). Figures: docs/performance/demo.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoSteps, seedDemo } from '../src/server/cli/demo-data';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase } from '../src/server/db/open-database';
import { jobKinds } from '../src/server/job-registry';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const all = [...demoSteps];
const last = all.at(-1)!;

async function once(withLast: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'estatedesk-seed-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dir });
  demoSteps.splice(0, demoSteps.length, ...(withLast ? all : all.slice(0, -1)));
  try {
    const started = performance.now();
    await seedDemo(createContext({ database, config: loadConfig({}), jobs: jobKinds }));
    return performance.now() - started;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const floor: number[] = [];
const full: number[] = [];
for (let i = 0; i < rounds; i++) {
  floor.push(await once(false));
  full.push(await once(true));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`rounds ${rounds}; the floor is seed:demo without its last step (${last.name})`);
console.log(`floor: without ${last.name}  median ${s(median(floor))}  (${floor.map(s).join(', ')})`);
console.log(`seed:demo, every step     median ${s(median(full))}  (${full.map(s).join(', ')})`);
console.log(`the ${last.name} step adds     ${s(median(full) - median(floor))}`);
