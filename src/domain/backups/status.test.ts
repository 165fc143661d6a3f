import { describe, expect, it } from 'vitest';
import { type BackupRow, backupWarning } from '../schemas/backups';
import { backupStatusOf } from './status';

const row = (patch: Partial<BackupRow>): BackupRow => ({
  fileName: 'estatedesk-2026-11-27T0230+0530.tar',
  bytes: 1000,
  startedAt: '2026-11-26T21:00:00.000Z',
  finishedAt: '2026-11-26T21:01:00.000Z',
  durationSeconds: 60,
  result: 'succeeded',
  error: null,
  jobId: null,
  trigger: 'schedule',
  copy: null,
  downloadable: true,
  ...patch,
});

describe('backupStatusOf', () => {
  it('is stale with no backup, and says so', () => {
    const status = backupStatusOf([], new Date('2026-11-28T00:00:00Z'));
    expect(status).toEqual({ lastGoodAt: null, stale: true, lastFailure: null, copyFailure: null });
    expect(backupWarning(status)).toBe('There is no backup yet.');
  });

  it('turns stale one minute past 36 hours after the good backup started', () => {
    const good = row({});
    const started = Date.parse(good.startedAt as string);
    expect(backupStatusOf([good], new Date(started + 36 * 3_600_000)).stale).toBe(false);
    const late = backupStatusOf([good], new Date(started + 36 * 3_600_000 + 60_000));
    expect(late.stale).toBe(true);
    expect(backupWarning(late)).toBe('The last good backup is more than 36 hours old.');
  });

  it('reports the newest finished run when it failed, and forgets an older failure', () => {
    const failed = row({
      fileName: null,
      result: 'failed',
      error: 'The disk is full.',
      startedAt: '2026-11-27T21:00:00.000Z',
      finishedAt: '2026-11-27T21:00:20.000Z',
      downloadable: false,
    });
    const now = new Date('2026-11-28T00:00:00Z');
    const status = backupStatusOf([failed, row({})], now);
    expect(status).toMatchObject({ stale: false, lastFailure: { at: failed.finishedAt, error: 'The disk is full.' } });
    expect(backupWarning(status)).toBe('The last backup failed: The disk is full.');
    const later = row({ startedAt: '2026-11-27T22:00:00.000Z', finishedAt: '2026-11-27T22:01:00.000Z' });
    expect(backupStatusOf([later, failed, row({})], now).lastFailure).toBeNull();
  });

  it("warns when the newest good backup's copy failed, not an older one's", () => {
    const copy = { ok: false, folder: '/mnt/usb', error: 'The folder /mnt/usb does not exist.' };
    const now = new Date('2026-11-27T00:00:00Z');
    const status = backupStatusOf([row({ copy })], now);
    expect(status.copyFailure).toEqual({ at: '2026-11-26T21:00:00.000Z', folder: '/mnt/usb', error: copy.error });
    expect(backupWarning(status)).toMatch(/copy to the second folder failed/);
    const newer = row({ startedAt: '2026-11-26T22:00:00.000Z', copy: { ok: true, folder: '/mnt/usb', error: null } });
    expect(backupStatusOf([newer, row({ copy })], now).copyFailure).toBeNull();
  });
});
