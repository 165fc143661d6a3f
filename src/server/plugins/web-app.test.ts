import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite-precompress';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;
// Big enough to be worth compressing, like every real chunk.
const bundle = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen ${i}`))};\n`;
const indexHtml = `<!doctype html><title>EstateDesk</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'estatedesk-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'app-Bx3kQ9.js'), bundle);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The phone app's build (decision 211).
  mkdirSync(join(dist, 'm', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'm', 'index.html'), '<!doctype html><title>EstateDesk phone</title>');
  writeFileSync(join(dist, 'm', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'm', 'manifest.webmanifest'), '{"name":"EstateDesk","start_url":"/m/"}');
  writeFileSync(join(dist, 'm', 'assets', 'index-Ab12.js'), bundle);
  // What the build's Vite plugin does after writing the bundle.
  await precompressDir(dist);
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

  it('serves the phone app at /m/: /m redirects, its client routes open its own index.html', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/m' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/m/');
    for (const url of ['/m/', '/m/lead/123', '/m/tasks?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('EstateDesk phone');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // The office's routes keep the office's page.
    expect((await t.app.inject({ method: 'GET', url: '/mail' })).body).toContain('modulepreload');
  });

  it("never lets a browser keep the phone app's service worker or manifest", async () => {
    for (const url of ['/m/sw.js', '/m/manifest.webmanifest']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/m/assets/index-Ab12.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

describe('compression and caching', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the precompressed brotli or gzip file the browser accepts, else the file itself', async () => {
    const br = await get('/assets/app-Bx3kQ9.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 3);

    const gz = await get('/assets/app-Bx3kQ9.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    const plain = await get('/assets/app-Bx3kQ9.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('caches hashed assets for a year and makes the browser revalidate index.html', async () => {
    const asset = await get('/assets/app-Bx3kQ9.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/lead/leads']) {
      const page = await get(url, 'br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(indexHtml);
    }
    const icon = await get('/favicon.svg', 'br');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON above 1 KB and leaves small answers alone', async () => {
    const docs = await get('/api/docs/json', 'br, gzip');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    const spec = JSON.parse(brotliDecompressSync(docs.rawPayload).toString());
    expect(spec.openapi).toMatch(/^3\./);
    expect(JSON.stringify(spec).length).toBeGreaterThan(1024);

    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});
