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
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DB: apiDb },
        },
      },
    ],
  },
});
