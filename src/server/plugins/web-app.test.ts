import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'estatedesk-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>EstateDesk</title>');
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('serves index.html for client routes and a JSON 404 under /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/quotation/print/123' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('serves an asset written after start (a rebuild needs no restart)', async () => {
    writeFileSync(join(dist, 'late.js'), 'console.log(1)');
    const res = await t.app.inject({ method: 'GET', url: '/late.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../package.json' });
    expect(res.body).not.toContain('"estatedesk"');
  });
});
