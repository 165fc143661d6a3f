import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const phoneConfig = fileURLToPath(new URL('../vite.phone.config.ts', import.meta.url));

/**
 * Builds the phone app (vite.phone.config.ts) into `<office outDir>/m` when the office app's build
 * ends, so every `vite build [--outDir X]` — npm run build, scripts/test.mjs, start.mjs's rebuild,
 * the e2e's WEB_DIST_DIR — writes both and none of them changes (decision 211). Sequential and
 * first, so the office's precompress step sees the phone's files complete.
 */
export function phoneApp(): Plugin {
  let outDir = '';
  let logLevel: 'info' | 'warn' | 'error' | 'silent' = 'info';
  return {
    name: 'estatedesk-phone-app',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logLevel = config.logLevel ?? 'info';
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        await build({ configFile: phoneConfig, logLevel, build: { outDir: join(outDir, 'm'), emptyOutDir: true } });
      },
    },
  };
}
