// The mid-range phone of the budget for bench:phone-app: a Pixel 7 profile on the full
// Chromium, its CPU slowed four times and its network DevTools' "Fast 3G", set through a CDP
// session on each page before it navigates; and the marks the page records of what it shows.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, devices, type Page } from '@playwright/test';
import config from '../playwright.config';

/** DevTools' "Fast 3G" preset (latency 150 ms × 3.75, 1.6 Mbit/s down × 0.9, 750 kbit/s up × 0.9). */
export const FAST_3G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
export const CPU_SLOWDOWN = 4;

/**
 * The full Chromium, not the headless shell the browser tests prefer: installability
 * (Page.getInstallabilityErrors) and the service worker's install are the browser's own code.
 * The flags and the faraway zone are the browser tests' (playwright.config.ts).
 */
export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: config.use?.launchOptions?.args ?? [] });
}

const { defaultBrowserType: _chromium, ...PIXEL_7 } = devices['Pixel 7']!;

/** A new, empty context for the floors: its own network state, as a first visit has. */
export function floorContext(browser: Browser, baseURL: string) {
  return browser.newContext({ ...PIXEL_7, baseURL, timezoneId: config.use?.timezoneId });
}

/**
 * A phone that has never opened the app, signed in: a browser profile of its own on disk (an
 * incognito context keeps IndexedDB and the service worker's cache in memory, and Chrome calls no
 * incognito app installable), with the session put where the app keeps it before any page runs.
 */
export async function phoneProfile(baseURL: string, session: { key: string; value: string }) {
  const profile = mkdtempSync(join(tmpdir(), 'estatedesk-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...PIXEL_7,
    baseURL,
    timezoneId: config.use?.timezoneId,
    executablePath: '/usr/bin/chromium',
    args: config.use?.launchOptions?.args ?? [],
  });
  await context.addInitScript(({ key, value }) => {
    if (location.pathname.startsWith('/m') && !localStorage.getItem(key)) localStorage.setItem(key, value);
  }, session);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** What a page recorded: ms from its navigation's start (performance.now()), and bytes from the network. */
export interface Marks {
  /** The app drew anything at all (its first render into #root). */
  shell?: number;
  /** The first row of the home queue. */
  data?: number;
  /** The row whose name is the run's marker: data only the server had when the page opened. */
  fresh?: number;
  /** The request of GET /api/phone/snapshot: sent, and its body received. */
  snapshotStart?: number;
  snapshotEnd?: number;
}

/**
 * Installed before the page's own scripts: a MutationObserver that notes when the home queue's
 * first row appears and when a row carrying `marker` is added. Only added nodes are looked at, so
 * the observer costs little beside the app's own rendering on the slowed CPU.
 */
function watchScreen(marker: string | null) {
  const marks: Record<string, number> = {};
  (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks = marks;
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    if (marks.shell === undefined && document.getElementById('root')?.firstChild) marks.shell = now;
    if (marks.data === undefined && document.querySelector('[data-testid="queue-row"]')) marks.data = now;
    if (!marker || marks.fresh !== undefined) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.textContent?.includes(marker)) {
          marks.fresh = now;
          return;
        }
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

export interface PhonePage {
  page: Page;
  cdp: CDPSession;
  /** Bytes the page took from the network so far (not from its service worker or cache). */
  bytes(): number;
  marks(): Promise<Marks>;
}

/** A new page of `context` on the slow phone, watching for `marker`. */
export async function phonePage(context: BrowserContext, marker: string | null = null): Promise<PhonePage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...FAST_3G });
  let bytes = 0;
  const local = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker || e.response.fromDiskCache) local.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!local.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.addInitScript(watchScreen, marker);
  return {
    page,
    cdp,
    bytes: () => bytes,
    marks: () =>
      page.evaluate(() => {
        const snapshot = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/phone/snapshot')) as
          | PerformanceResourceTiming
          | undefined;
        return {
          ...(window as unknown as { __benchMarks: Marks }).__benchMarks,
          snapshotStart: snapshot?.startTime,
          snapshotEnd: snapshot?.responseEnd,
        };
      }),
  };
}

/** Waits (polling, not timing) until the page has marked `what`. */
export async function until(p: PhonePage, what: keyof Marks): Promise<number> {
  await p.page.waitForFunction(
    (key) => (window as unknown as { __benchMarks?: Record<string, number> }).__benchMarks?.[key] !== undefined,
    what,
    { polling: 50, timeout: 120_000 },
  );
  return (await p.marks())[what]!;
}

/** The floor of a first paint: a blank HTML page of the same server, to its load event. */
export async function blankPage(p: PhonePage, path: string): Promise<number> {
  await p.page.goto(path, { waitUntil: 'load' });
  return p.page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );
}

/** The floor of moving `path`'s bytes: one fetch of a static file from the page, body read to the end. */
export function fetchFile(p: PhonePage, path: string): Promise<number> {
  return p.page.evaluate(async (url) => {
    const started = performance.now();
    const response = await fetch(url, { cache: 'no-store' });
    await response.arrayBuffer();
    return performance.now() - started;
  }, path);
}
