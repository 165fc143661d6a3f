import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * unit: pure domain and web helpers. api: the server through app.inject on PGlite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set. process: the tests that start servers, workers and CLIs
 * as processes, and the scale tests, on the same database kind (decision 171). scripts/test.mjs
 * runs them all.
 */
const apiDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const SLOW = ['src/server/**/*.process.test.ts', 'src/server/**/*.scale.test.ts'];

const server: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  // Each file builds its own app on a database as new and nothing is mocked, so the files of a
  // worker share one module graph: importing the server anew for every file was half of this
  // project's time (298 s of 625 s on two cores, 142 files).
  isolate: false,
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: { TEST_DB: apiDb },
};

export default defineConfig({
  test: {
    // PGlite instances are ~100 MB each; two cores, two workers.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/phone/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // A screen rendered with Mantine takes ~1 s alone and over 6 s when the cores are shared
          // with the API and PostgreSQL lanes (CI, 2026-11-28); Vitest's 5 s default failed it.
          testTimeout: 30_000,
          // VM contexts: a fresh global per file, the natively loaded modules kept (decision 207).
          pool: 'vmThreads',
          setupFiles: ['scripts/vitest-unit-setup.ts'],
        },
      },
      {
        test: {
          ...server,
          name: `api-${apiDb}`,
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SLOW],
        },
      },
      // Processes start through tsx and run beside the browser tests (scripts/test.mjs): they wait
      // on other programs' starts, so their limits are minutes, not the API tests' 30 s.
      {
        test: { ...server, name: `process-${apiDb}`, include: SLOW, testTimeout: 240_000, hookTimeout: 240_000 },
      },
    ],
  },
});
