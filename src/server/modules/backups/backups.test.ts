import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit';
import { jobSchedules, jobs } from '../../db/schema/jobs';
import { apiOf, buildTestApp, type TestApp } from '../../test/test-app';
import { seedUsers, type TestUsers } from '../../test/users';

let t: TestApp;
let people: TestUsers;
const api = apiOf(() => ({ app: t.app, token: people.admin.token }));
const scratch: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `estatedesk-${name}-`));
  scratch.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await buildTestApp({}, { backups: true });
  people = await seedUsers(t);
  // 10:00 IST on a Wednesday, far from the daily time.
  t.clock.now = new Date('2026-11-18T04:30:00Z');
});
afterAll(async () => {
  await t.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const ctx = () => t.app.appContext;
const overview = async () => {
  const res = await api('GET', '/api/backups');
  expect(res.statusCode, res.body).toBe(200);
  return res.data;
};
const audits = (action: 'backup.run' | 'backup.download') =>
  ctx().db.select().from(auditEvents).where(eq(auditEvents.action, action));
const settingsOf = async () => (await overview()).settings;
const saveSettings = (patch: Record<string, unknown>) =>
  settingsOf().then((s) => api('PUT', '/api/backups/settings', { ...s, ...patch }));

/** Run now, then the worker's turn; returns the job id. */
async function runNow(): Promise<string> {
  const res = await api('POST', '/api/backups/run', {});
  expect(res.statusCode, res.body).toBe(202);
  await ctx().jobs.drain({ timeoutMs: 60_000 });
  return res.data.jobId;
}

describe('backups', () => {
  it('starts with no backup: the status is stale and the defaults are 02:30, 14 and 12', async () => {
    const view = await overview();
    expect(view.backups).toEqual([]);
    expect(view.status).toEqual({ lastGoodAt: null, stale: true, lastFailure: null, copyFailure: null });
    expect(view.settings).toEqual({ dailyAt: '02:30', keepLast: 14, keepMonthly: 12, copyDir: null });
    // The next 02:30 in India after 10:00 IST on the 18th is 02:30 IST on the 19th.
    expect(view.nextRunAt).toBe('2026-11-18T21:00:00.000Z');
    expect(view.secretsKey).toMatchObject({ source: 'env', fingerprint: expect.stringMatching(/^k1-/) });
  });

  it('Run now makes one job, a second click gives the same one back, and the archive is listed', async () => {
    const first = await api('POST', '/api/backups/run', {});
    expect(first.statusCode, first.body).toBe(202);
    expect(first.data.started).toBe(true);
    const second = await api('POST', '/api/backups/run', {});
    expect(second.data).toEqual({ jobId: first.data.jobId, started: false });
    expect((await overview()).runningJobId).toBe(first.data.jobId);

    await ctx().jobs.drain({ timeoutMs: 60_000 });
    const view = await overview();
    expect(view.backups).toHaveLength(1);
    const [row] = view.backups;
    expect(row).toMatchObject({ result: 'succeeded', trigger: 'manual', jobId: first.data.jobId, downloadable: true });
    expect(row.bytes).toBeGreaterThan(0);
    expect(readdirSync(t.config.backupDir)).toContain(row.fileName);
    expect(view.status).toMatchObject({ stale: false, lastFailure: null, lastGoodAt: row.startedAt });
    expect(view.runningJobId).toBeNull();

    const runs = await audits('backup.run');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ actorId: people.admin.id, subjectId: first.data.jobId });
  });

  it('streams an archive to an administrator and records the download with who and when', async () => {
    const [row] = (await overview()).backups;
    const res = await api('GET', `/api/backups/${row.fileName}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${row.fileName}"`);
    expect(res.rawPayload.equals(readFileSync(join(t.config.backupDir, row.fileName)))).toBe(true);
    const downloads = await audits('backup.download');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      actorId: people.admin.id,
      actorName: 'Asha Admin',
      subjectKind: 'backup',
      subjectId: row.fileName,
      at: t.clock.now,
    });
    const manager = await api('GET', `/api/backups/${row.fileName}/download`, undefined, people.manager.token);
    expect(manager.statusCode).toBe(403);
    expect(await audits('backup.download')).toHaveLength(1);
  });

  it('refuses names that are not a backup of this product with a 4xx and records nothing', async () => {
    writeFileSync(join(t.config.backupDir, 'notes.txt'), 'not a backup');
    const names = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fbackups%2Festatedesk-x.tar',
      'estatedesk-..%2F..%2Fx.tar',
      'notes.txt',
      '.estatedesk-2026.tar.1234.copying',
      'estatedesk-2026.tar%00.txt',
      'estatedesk-%E2%80%AE.tar',
      `estatedesk-${'x'.repeat(300)}.tar`,
      // Well-formed, but no such archive in the folder.
      'estatedesk-1999-01-01-0000.tar',
    ];
    for (const name of names) {
      const res = await api('GET', `/api/backups/${name}/download`);
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(typeof res.data.message).toBe('string');
    }
    expect(await audits('backup.download')).toHaveLength(1);
  });

  it("gives a one-time link that downloads without the token, once, within a minute, in the asker's name", async () => {
    const [row] = (await overview()).backups;
    const before = (await audits('backup.download')).length;
    const link = await api('POST', `/api/backups/${row.fileName}/download-link`);
    expect(link.statusCode, link.body).toBe(201);
    expect(link.data.url).toMatch(/^\/api\/backups\/download\/[\w-]{32}$/);
    const plain = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="${row.fileName}"`);
    expect(plain.rawPayload.equals(readFileSync(join(t.config.backupDir, row.fileName)))).toBe(true);
    const recorded = await audits('backup.download');
    expect(recorded).toHaveLength(before + 1);
    expect(recorded.at(-1)).toMatchObject({ actorId: people.admin.id, subjectId: row.fileName });

    const again = await t.app.inject({ method: 'GET', url: link.data.url });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toContain('expired or was already used');

    const late = await api('POST', `/api/backups/${row.fileName}/download-link`);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await t.app.inject({ method: 'GET', url: late.data.url })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: '/api/backups/download/made-up' })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/api/backups/download/${'x'.repeat(65)}` })).statusCode).toBe(
      400,
    );

    const manager = await api('POST', `/api/backups/${row.fileName}/download-link`, {}, people.manager.token);
    expect(manager.statusCode).toBe(403);
    const missing = await api('POST', '/api/backups/estatedesk-1999-01-01-0000.tar/download-link');
    expect(missing.statusCode).toBe(404);
    expect(await audits('backup.download')).toHaveLength(before + 1);
  });

  it('takes back the settings its GET returned, and a new time moves the next run', async () => {
    const before = await settingsOf();
    const same = await api('PUT', '/api/backups/settings', before);
    expect(same.statusCode, same.body).toBe(200);
    expect(await settingsOf()).toEqual(before);

    const moved = await saveSettings({ dailyAt: '23:59', keepLast: 7 });
    expect(moved.statusCode, moved.body).toBe(200);
    // 10:00 IST on the 18th → 23:59 IST the same day.
    expect(moved.data.nextRunAt).toBe('2026-11-18T18:29:00.000Z');
    expect(await settingsOf()).toEqual({ ...before, dailyAt: '23:59', keepLast: 7 });
    const [row] = await ctx().db.select().from(jobSchedules).where(eq(jobSchedules.name, 'backup.daily'));
    expect(row).toMatchObject({ dailyAt: '23:59', kind: 'backup.run' });

    for (const bad of [
      { dailyAt: '24:00' },
      { dailyAt: '2:30' },
      { keepLast: 0 },
      { keepMonthly: -1 },
      { keepLast: 2.5 },
      { copyDir: 'relative/folder' },
      { copyDir: '/mnt/../etc' },
    ]) {
      const res = await saveSettings(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.data.message.length).toBeGreaterThan(10);
    }
    expect(await settingsOf()).toEqual({ ...before, dailyAt: '23:59', keepLast: 7 });
    expect((await saveSettings(before)).statusCode).toBe(200);
  });

  it('runs the daily backup at India midnight, not at UTC midnight', async () => {
    expect((await saveSettings({ dailyAt: '00:00' })).statusCode).toBe(200);
    const scheduled = () =>
      ctx()
        .db.select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'backup.run')));
    const before = (await scheduled()).length;
    // 23:59 IST on the 18th: not yet.
    t.clock.now = new Date('2026-11-18T18:29:00Z');
    await ctx().jobs.drain({ timeoutMs: 60_000 });
    expect(await scheduled()).toHaveLength(before);
    // 00:01 IST on the 19th (18:31 UTC on the 18th): the run is due and done.
    t.clock.now = new Date('2026-11-18T18:31:00Z');
    await ctx().jobs.drain({ timeoutMs: 60_000 });
    const after = await scheduled();
    expect(after).toHaveLength(before + 1);
    const daily = after.find((j) => (j.payload as { trigger: string }).trigger === 'schedule');
    expect(daily?.status).toBe('succeeded');
    expect(daily?.runAt.toISOString()).toBe('2026-11-18T18:30:00.000Z');
    const view = await overview();
    expect(view.nextRunAt).toBe('2026-11-19T18:30:00.000Z');
    expect(view.backups[0]).toMatchObject({ trigger: 'schedule', result: 'succeeded' });
    expect((await saveSettings({ dailyAt: '02:30' })).statusCode).toBe(200);
  });

  it('flags the last good backup as stale after 36 hours by the injected clock', async () => {
    const { lastGoodAt } = (await overview()).status;
    const at = Date.parse(lastGoodAt);
    t.clock.now = new Date(at + 36 * 3_600_000);
    expect((await overview()).status.stale).toBe(false);
    t.clock.now = new Date(at + 36 * 3_600_000 + 60_000);
    const status = await api('GET', '/api/backups/status');
    expect(status.data).toMatchObject({ stale: true, lastGoodAt });
    t.clock.now = new Date(at + 60_000);
  });

  it('keeps the last N archives after each run', async () => {
    expect((await saveSettings({ keepLast: 2, keepMonthly: 0 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      t.clock.advanceHours(1);
      await runNow();
    }
    const archives = (await overview()).backups.filter((r: { fileName: string | null }) => r.fileName);
    expect(archives).toHaveLength(2);
    expect(readdirSync(t.config.backupDir).filter((n) => n.startsWith('estatedesk-'))).toHaveLength(2);
    // Other files in the folder are not ours to delete.
    expect(readdirSync(t.config.backupDir)).toContain('notes.txt');
  });

  it('copies each archive to the second folder, and a missing folder is a failed copy of a good backup', async () => {
    const second = folder('copy');
    expect((await saveSettings({ copyDir: second })).statusCode).toBe(200);
    t.clock.advanceHours(1);
    const copied = await runNow();
    const row = (await overview()).backups.find((r: { jobId: string }) => r.jobId === copied);
    expect(row.copy).toEqual({ ok: true, folder: second, error: null });
    expect(readdirSync(second)).toContain(row.fileName);
    expect(readdirSync(second).filter((n) => n.endsWith('.copying'))).toEqual([]);
    expect(readFileSync(join(second, row.fileName)).equals(readFileSync(join(t.config.backupDir, row.fileName)))).toBe(
      true,
    );

    const missing = join(second, 'not-mounted');
    expect((await saveSettings({ copyDir: missing })).statusCode).toBe(200);
    t.clock.advanceHours(1);
    const failedCopy = await runNow();
    const view = await overview();
    const failedRow = view.backups.find((r: { jobId: string }) => r.jobId === failedCopy);
    expect(failedRow).toMatchObject({ result: 'succeeded', downloadable: true, copy: { ok: false, folder: missing } });
    expect(failedRow.copy.error).toMatch(/does not exist/);
    expect(view.status.copyFailure).toMatchObject({ folder: missing });
    expect((await saveSettings({ copyDir: null })).statusCode).toBe(200);
  });

  it('shows a failed backup as failed, with its error, on the list and in the status', async () => {
    const blocker = join(folder('blocked'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const broken = await buildTestApp({ backupDir: join(blocker, 'backups') }, { backups: true });
    try {
      const admin = (await seedUsers(broken)).admin;
      const res = await apiOf(() => ({ app: broken.app, token: admin.token }))('POST', '/api/backups/run', {});
      expect(res.statusCode).toBe(202);
      // Two attempts: the first, and the retry 10 seconds later.
      await broken.app.appContext.jobs.drain({ timeoutMs: 60_000 });
      broken.clock.now = new Date(broken.clock.now.getTime() + 60_000);
      await broken.app.appContext.jobs.drain({ timeoutMs: 60_000 });
      const view = (await apiOf(() => ({ app: broken.app, token: admin.token }))('GET', '/api/backups')).data;
      expect(view.folderProblem).toMatch(/cannot be read/);
      expect(view.backups).toHaveLength(1);
      expect(view.backups[0]).toMatchObject({ result: 'failed', jobId: res.data.jobId, downloadable: false });
      expect(view.backups[0].error).toBe(
        `The backup could not be written to ${join(blocker, 'backups')}: a file is where the folder should be.`,
      );
      expect(view.status.lastFailure).toMatchObject({ error: view.backups[0].error });
      const [job] = await broken.app.appContext.db.select().from(jobs).where(eq(jobs.id, res.data.jobId));
      expect(job?.status).toBe('failed');
    } finally {
      await broken.close();
    }
  });
});
