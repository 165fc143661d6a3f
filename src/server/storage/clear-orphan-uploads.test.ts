import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOrphanUploads } from './clear-orphan-uploads';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('clearing orphan uploads at start', () => {
  it('removes scratch files older than an hour and keeps newer ones and stored files', async () => {
    root = mkdtempSync(join(tmpdir(), 'estatedesk-orphans-'));
    const incoming = join(root, '.incoming');
    mkdirSync(incoming);
    mkdirSync(join(root, 'ab'));
    const now = new Date('2026-04-01T10:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const file = (path: string, modified: Date) => {
      writeFileSync(path, 'bytes');
      utimesSync(path, modified, modified);
      return path;
    };
    const orphan = file(join(incoming, 'killed-mid-upload'), at(61));
    const running = file(join(incoming, 'still-arriving'), at(5));
    const stored = file(join(root, 'ab', 'abcdef'), at(600));

    expect(await clearOrphanUploads(root, now)).toBe(1);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(stored)).toBe(true);
  });

  it('does nothing when no upload ever started', async () => {
    root = mkdtempSync(join(tmpdir(), 'estatedesk-orphans-'));
    expect(await clearOrphanUploads(root, new Date())).toBe(0);
  });
});
