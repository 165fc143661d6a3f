import { defineConfig } from '@playwright/test';

/**
 * Browser end-to-end tests against the real server on :3100 with a fresh embedded database
 * (e2e/global-setup.ts starts it and creates one user per role). Debian's Chromium, never a
 * downloaded browser; one worker on two cores.
 */
/** Parallel local runs (several people or agents on one machine) pick their own port with E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
/**
 * A run that shares the cores with another (npm test's run across India's midnight goes beside the
 * main one) stretches every wait by this factor: on CI's machine a 19 s spec took 32 s beside it.
 */
export const E2E_TIME_SCALE = Number(process.env.E2E_TIME_SCALE) || 1;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000 * E2E_TIME_SCALE,
  expect: { timeout: 7_000 * E2E_TIME_SCALE },
  outputDir: `test-results/${E2E_PORT}`,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${E2E_PORT}` }]],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Far from India on purpose: the app's day is India's, so a screen that reads
    // the browser's zone instead shows yesterday's date here and the suite fails at any hour.
    timezoneId: 'America/Los_Angeles',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
