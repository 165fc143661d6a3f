import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app from one process with the API. Unknown /api
 * paths answer a JSON 404; every other GET falls back to index.html so client routes reload. The
 * executive's phone app is its own build in `<distDir>/m` (decision 211): /m redirects to /m/ (its
 * service worker's scope) and its client routes fall back to m/index.html.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasWeb = existsSync(join(opts.distDir, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        // Look files up on each request rather than registering those present at start, so a
        // rebuild of the web app is served without a restart.
        wildcard: true,
        // The build writes .br and .gz beside each text asset (scripts/vite-precompress.ts): send
        // the one the browser accepts, with `Vary: Accept-Encoding`, and fall back to the file.
        preCompressed: true,
        // Hashed assets never change; index.html must always be revalidated.
        setHeaders: (reply, path) => {
          reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // The phone app's pages are controlled by its service worker only under its scope, /m/. The
    // server ignores trailing slashes, so this route answers /m/ too: that one gets the app.
    if (hasWeb) {
      app.get('/m', { schema: { hide: true } }, (request, reply) =>
        request.url.split('?')[0] === '/m'
          ? reply.redirect('/m/', 301)
          : reply.header('Cache-Control', 'no-cache').sendFile('m/index.html'),
      );
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api') || request.method !== 'GET' || !hasWeb) {
        return reply.status(404).send({ message: `There is no ${request.method} ${path}.`, code: 'NOT_FOUND' });
      }
      const phoneApp = path.startsWith('/m/') && existsSync(join(opts.distDir, 'm', 'index.html'));
      return reply.header('Cache-Control', 'no-cache').sendFile(phoneApp ? 'm/index.html' : 'index.html');
    });
  },
  { name: 'web-app' },
);
