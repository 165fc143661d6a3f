import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig } from '../../config';
import { type AppContext, createContext } from '../../context';
import type { DatabaseHandle } from '../../db/database';
import { jobKinds } from '../../job-registry';
import { withTestJobs } from './test-jobs';

/** A context with the test job kinds, a clock the test moves, and the log lines it wrote. */
export function testJobContext(database: DatabaseHandle, start = new Date('2026-11-20T10:00:00Z')) {
  const clock = {
    now: start,
    advanceSeconds(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const ctx: AppContext = createContext({
    database,
    config: { ...loadConfig({}), secretsKey: Buffer.alloc(32, 7) },
    clock: () => clock.now,
    jobs: withTestJobs(jobKinds),
    logger: pino({ level: 'info' }, sink),
  });
  return { ctx, clock, logs };
}
