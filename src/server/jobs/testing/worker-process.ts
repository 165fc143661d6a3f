import { readFileSync } from 'node:fs';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open-database';
import { jobKinds } from '../../job-registry';
import { startWorker } from '../worker';
import { stepsJob, withTestJobs } from './test-jobs';

/**
 * An API process with the test job kinds and its worker, for the process-level tests
 * (worker-process.process.test.ts): the real app and worker, started the way main.ts starts them, on
 * PostgreSQL (DATABASE_URL) or an embedded data directory (DATA_DIR, loaded from TEMPLATE_DUMP).
 * Prints "READY" when listening and the id of the job it enqueues when asked to (ENQUEUE_STEPS).
 */
const config = { ...loadConfig(), secretsKey: Buffer.alloc(32, 7) };
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, migrate: false })
  : await openDatabase({
      kind: 'pglite',
      dataDir: config.dataDir,
      ...(process.env.TEMPLATE_DUMP ? { loadDataDir: new Blob([readFileSync(process.env.TEMPLATE_DUMP)]) } : {}),
      migrate: false,
    });
const app = await buildApp({ database, config, logger: false, jobs: withTestJobs(jobKinds) });
await app.listen({ port: 0, host: '127.0.0.1' });
const worker = startWorker(app.appContext, { concurrency: config.workerConcurrency, pollMs: config.workerPollMs });

process.on('SIGTERM', async () => {
  const { finished } = await worker.stop(5_000);
  await app.close();
  await database.close();
  console.log(`STOPPED ${finished}`);
  process.exit(0);
});

if (process.env.ENQUEUE_STEPS) {
  const [steps, stepMs] = process.env.ENQUEUE_STEPS.split(':').map(Number) as [number, number];
  const { id } = await app.appContext.jobs.enqueue(app.appContext.db, stepsJob, {
    steps,
    stepMs,
    logFile: process.env.STEP_LOG,
  });
  console.log(`JOB ${id}`);
}
console.log('READY');
