import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yieldToLoop } from '../lib/yield-to-loop';
import { openTestDatabase } from '../test/test-app';
import type { DatabaseHandle } from './database';
import { InteractiveFirst, runInBackground } from './interactive-first';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('InteractiveFirst', () => {
  it('lets a request’s statements, each asked for after the last, all go before the next background step', async () => {
    const line = new InteractiveFirst(5, 1_000);
    const log: string[] = [];
    const step = (name: string, ms: number) => () => {
      log.push(`start ${name}`);
      return sleep(ms).then(() => log.push(`end ${name}`));
    };
    const background = runInBackground(async () => {
      for (let i = 1; i <= 3; i++) await line.run(step(`batch ${i}`, 20));
    });
    await sleep(5); // batch 1 is running
    // A request: session, page, count — each asked for when the one before answered.
    await line.run(step('session', 2));
    await line.run(step('page', 2));
    await line.run(step('count', 2));
    await background;
    // The database itself runs one at a time; the line only decides who is next.
    const at = (entry: string) => log.indexOf(entry);
    expect(at('start session')).toBeLessThan(at('end batch 1'));
    expect(at('start batch 2')).toBeGreaterThan(at('end count'));
    expect(at('start batch 3')).toBeGreaterThan(at('end batch 2'));
  });

  it('runs background steps one at a time, in the order they were asked for', async () => {
    const line = new InteractiveFirst(5, 1_000);
    const log: string[] = [];
    const job = (name: string) =>
      runInBackground(() =>
        line.run(async () => {
          log.push(`start ${name}`);
          await sleep(5);
          log.push(`end ${name}`);
        }),
      );
    await Promise.all([job('import'), job('export'), job('rollup')]);
    expect(log).toEqual(['start import', 'end import', 'start export', 'end export', 'start rollup', 'end rollup']);
  });

  it('lets background work go after maxWaitMs however steadily requests keep coming', async () => {
    const line = new InteractiveFirst(5, 30);
    let requests = true;
    const stream = (async () => {
      while (requests) await line.run(() => sleep(2));
    })();
    const started = performance.now();
    await runInBackground(() => line.run(async () => {}));
    const waited = performance.now() - started;
    requests = false;
    await stream;
    expect(waited).toBeGreaterThanOrEqual(29);
    expect(waited).toBeLessThan(1_000);
  });

  it('passes a failure through and keeps the line moving', async () => {
    const line = new InteractiveFirst(5, 1_000);
    await expect(line.run(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(runInBackground(() => line.run(() => Promise.reject(new Error('lost'))))).rejects.toThrow('lost');
    await expect(runInBackground(() => line.run(async () => 'next'))).resolves.toBe('next');
  });
});

// PostgreSQL runs each request on its own connection: nothing to put in line there.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database puts people first', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('runs a request’s statements one after another, never behind a queue of job transactions', async () => {
    const { db } = database;
    const log: string[] = [];
    let running = true;
    // Two jobs (an import and an export, say) of short transactions that, like the real ones,
    // wait for something outside the database in the middle (a file's bytes, a socket).
    const job = (name: string) =>
      runInBackground(async () => {
        while (running) {
          await db.transaction(async (tx) => {
            log.push(name);
            await tx.execute(sql`select count(*) from generate_series(1, 5000)`);
            await sleep(2);
            await tx.execute(sql`select count(*) from generate_series(1, 5000)`);
          });
          await yieldToLoop(); // as every job does between its steps (decision 097)
        }
      });
    const jobs = Promise.all([job('import'), job('export')]);
    await sleep(30);
    // A request: session, page, count, each asked for a moment after the one before answered.
    log.push('request');
    for (let i = 0; i < 3; i++) {
      await db.execute(sql`select 1`);
      log.push('statement');
      await sleep(1);
    }
    running = false;
    await jobs;
    const from = log.indexOf('request');
    const first = log.indexOf('statement', from);
    // It waited for the one transaction already running at most, and nothing came between its statements.
    expect(log.slice(from + 1, first).length).toBeLessThanOrEqual(1);
    expect(log.slice(first, log.lastIndexOf('statement') + 1)).toEqual(['statement', 'statement', 'statement']);
  });
});
