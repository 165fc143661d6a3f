import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The executive's phone app at /m (issue 29, decision 211): a second, small build served by the
 * same server. vite.config.ts builds it after the office app into `<outDir>/m`, so every
 * `vite build [--outDir X]` writes both; the office build's precompress step then writes the .gz
 * and .br files of both.
 */
const root = fileURLToPath(new URL('./src/web/m', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/web/m', import.meta.url));
export const PHONE_THEME = '#1c7ed6';

export default defineConfig({
  root,
  base: '/m/',
  plugins: [
    react(),
    VitePWA({
      // We register the worker ourselves (main.tsx) after the first screen is drawn.
      injectRegister: false,
      // A new worker waits until every tab of the app is closed: it is taken at the next start,
      // never in the middle of a form (no skipWaiting, no clientsClaim).
      registerType: 'prompt',
      strategies: 'generateSW',
      scope: '/m/',
      base: '/m/',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/*.png'],
      manifest: {
        id: '/m/',
        name: 'EstateDesk',
        short_name: 'EstateDesk',
        description: "The sales executive's day: calls, follow-ups, site visits and tasks.",
        lang: 'en-IN',
        start_url: '/m/',
        scope: '/m/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: PHONE_THEME,
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // Every client route of the app opens the shell; the API is outside /m/ and never cached
        // here: the app keeps its data in IndexedDB.
        navigateFallback: '/m/index.html',
        navigateFallbackAllowlist: [/^\/m(\/|$)/],
        skipWaiting: false,
        clientsClaim: false,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
        sourcemap: false,
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads the first load's chunks from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3001' },
  },
});
