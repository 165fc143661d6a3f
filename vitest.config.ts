import { defineConfig } from 'vitest/config';

/**
 * unit: pure domain and web helpers. api: the server through app.inject on PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs runs both).
 */
const apiDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    // PGlite instances are ~100 MB each; two cores, two workers.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: `api-${apiDb}`,
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own fresh database and nothing is mocked, so the
          // files of a worker share one module graph: importing the server anew for every file was
          // half of this project's time (298 s of 625 s on two cores, 142 files).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: apiDb },
        },
      },
    ],
  },
});
