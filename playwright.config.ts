import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_WORKERS, serverBase } from './e2e/fixtures/servers';

/**
 * Browser end-to-end tests against the real server, one per worker (decision 174): global setup
 * starts E2E_WORKERS servers on :3100, :3101 … (E2E_PORT and up), each on a fresh embedded
 * database with one user per role, and each worker's baseURL is its own server's. Debian's
 * Chromium, never a downloaded browser.
 */
/**
 * A run that shares the cores with another (npm test's run across India's midnight goes beside the
 * main one) stretches every wait by this factor: on CI's machine a 19 s spec took 32 s beside it.
 */
export const E2E_TIME_SCALE = Number(process.env.E2E_TIME_SCALE) || 1;

/**
 * Debian's Chromium, never a downloaded browser: its headless shell when installed (decision 213:
 * the same engine without the browser's own window code, a quarter less CPU per spec), else the
 * full browser. CHROMIUM_PATH overrides both.
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ||
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // A spec file runs in one worker, its tests in order; files run side by side on their servers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Generous on purpose: a passing test never waits for a timeout, and CI shares two cores between
  // two browser workers, their servers and the process tests, where a whole-story test that takes
  // 15 s alone took over 30 s and a single click 12 s (the runs of 2026-11-28 failed only so).
  timeout: 90_000 * E2E_TIME_SCALE,
  expect: { timeout: 15_000 * E2E_TIME_SCALE },
  outputDir: `test-results/${E2E_PORT}`,
  // Committed images (letter-pdf-image.spec.ts) carry no platform in their name: the picture is
  // pdf.js drawing the PDF's own fonts as paths on Debian's Chromium, the same on every machine.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${E2E_PORT}` }]],
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    // Read in each worker, where TEST_PARALLEL_INDEX says which server is its own.
    baseURL: serverBase(),
    // Far from India on purpose: the app's day is India's, so a screen that reads
    // the browser's zone instead shows yesterday's date here and the suite fails at any hour.
    timezoneId: 'America/Los_Angeles',
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
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
