import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { adminApi } from './fixtures/admin-api';

/**
 * The server's demand letter PDF (issue 28, decision 204) drawn in the browser by pdf.js and
 * compared with a committed image of its first page, so a change to the letter's layout (margins,
 * letterhead, tables, signatures, fonts) fails here even when its text still reads back right.
 *
 * Every printed word is fixed: an issued letter prints its saved fields, letterhead included, and
 * nothing from the server's clock or its other records; only the buyer the letter is filed under
 * (not printed) is stamped. pdf.js is the copy unpdf bundles (already installed for the API tests'
 * text read-back), served to the page by a route: nothing is downloaded and no native canvas runs.
 * Update the image after an intended change with `--update-snapshots` (CONTRIBUTING, "Tests").
 */
const PDFJS = fileURLToPath(import.meta.resolve('unpdf/pdfjs'));
const RENDER = '/__pdf-image/';

const FIELDS = {
  letterhead: {
    name: 'Sai Developers',
    address: 'Office 4, Baner Road, Pune, Maharashtra, 411045',
    phone: '020 2729 4455',
    email: 'accounts@saidevelopers.example',
    contactPerson: 'R. K. Patil',
    logoFileId: null,
  },
  signatory: { name: 'R. K. Patil', title: 'Authorised Signatory' },
  date: '05/03/2026',
  bankName: 'State Bank of India',
  bankBranch: 'Home Loan Centre, Shivajinagar, Pune 411005',
  subject: 'Release of home loan instalment for Flat No. B-304, Sai Residency',
  buyer1: 'Mr. Rahul Suresh Patil',
  buyer2: 'Mrs. Sneha Rahul Patil',
  flatAddress: 'Flat No. B-304, 3rd Floor, Wing B, Sai Residency, S. No. 45/2, Wakad, Pune 411057',
  totalConsideration: '₹43,75,000.00',
  amountPaid: '₹8,75,000.00',
  remainingAmount: '₹35,00,000.00',
  constructionStatus: 'RCC slab of the 5th floor completed',
  payeeName: 'Sai Residency Collection Account',
  payeeBank: 'HDFC Bank',
  payeeBranch: 'Baner, Pune',
  payeeAccountNo: '50200012345678',
  payeeIfsc: 'HDFC0001234',
};

test('an issued demand letter’s PDF, drawn by pdf.js, matches its committed first page', async ({ page, request }) => {
  const api = await adminApi(request);
  const stamp = `${Date.now()}`.slice(-7);
  const { entity } = await api.post<{ entity: { _id: string } }>('/api/entities', {
    type: 'customer',
    name: `Rahul Patil ${stamp}`,
    project: 'Sai Residency',
    wing: 'B',
    flatNo: 'B-304',
    floor: '3',
  });
  const { letter } = await api.post<{ letter: { _id: string } }>('/api/letters', {
    type: 'demand',
    entityId: entity._id,
    fields: FIELDS,
  });
  const pdf = await api.file(`/api/letters/${letter._id}/pdf`);
  expect(pdf.contentType).toBe('application/pdf');

  // A blank page of our own beside pdf.js: the app's screens play no part in the picture.
  await page.route(`**${RENDER}**`, (route) =>
    route.request().url().endsWith('pdfjs.mjs')
      ? route.fulfill({ path: PDFJS, contentType: 'text/javascript' })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html><body style="margin:0;background:#808080"></body></html>',
        }),
  );
  await page.setViewportSize({ width: 1000, height: 1300 });
  await page.goto(RENDER);
  const pages = await page.evaluate(
    async ({ url, base64 }) => {
      const pdfjs = await import(url);
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      // Glyphs drawn as paths from the PDF's own Roboto, not handed to the browser's font engine,
      // so the picture does not move with the machine's font hinting.
      const doc = await pdfjs.getDocument({ data, disableFontFace: true, isEvalSupported: false }).promise;
      const first = await doc.getPage(1);
      // 1.5 × 72 dpi: 893 × 1263 pixels of A4, small print still legible in a diff.
      const viewport = first.getViewport({ scale: 1.5 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      canvas.setAttribute('aria-label', 'Page 1');
      document.body.append(canvas);
      await first.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
      return doc.numPages as number;
    },
    { url: `${RENDER}pdfjs.mjs`, base64: pdf.bytes.toString('base64') },
  );
  expect(pages).toBe(1);
  const canvas = page.getByLabel('Page 1');
  await expect(canvas).toHaveJSProperty('width', 893);
  // Drawn the same to the pixel run after run; the default colour threshold and a few pixels spare
  // a Chromium whose anti-aliasing differs by a shade, while one digit changed is already more (34).
  await expect(canvas).toHaveScreenshot('demand-letter-page-1.png', { maxDiffPixels: 20 });
});
