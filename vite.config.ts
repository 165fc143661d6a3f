import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { phoneApp } from './scripts/vite-phone-app';
import { precompress } from './scripts/vite-precompress';

const root = fileURLToPath(new URL('./src/web', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root,
  // The phone app at /m is built into <outDir>/m before the .gz/.br files are written (decision 211).
  plugins: [react(), phoneApp(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads which chunks each route loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every screen needs, in long-lived chunks that stay cached across releases of our
        // own code. Mantine and the charts are left to the bundler: grouped, a screen would load every
        // component any screen uses (@mantine/charts pulled Mantine into a chunk /login preloaded).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3001',
    },
  },
});
