// npx tsx scripts/make-phone-icons.ts — draws the phone app's PNG icons (src/web/m/public/icons)
// from the office favicon (src/web/public/favicon.svg) with Debian's Chromium, so the home-screen
// icon is the same mark. Run again only when the favicon changes; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = fileURLToPath(new URL('..', import.meta.url));
const svg = readFileSync(`${repo}src/web/public/favicon.svg`, 'utf8');
const out = `${repo}src/web/m/public/icons`;

// A maskable icon keeps its mark inside the central 80 % "safe zone"; the launcher crops the rest.
const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, inset: 0.2, background: '#1c7ed6' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const mark = Math.round(icon.size * (1 - icon.inset));
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background};display:grid;place-items:center;height:100vh">` +
        `<div style="width:${mark}px;height:${mark}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({ path: `${out}/${icon.file}`, omitBackground: icon.background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${out}.`);
