import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures/login';

/** The five letters: hub button, route, sheet name and a piece of its sample text. */
const LETTERS = [
  { button: 'Demand Letter', path: '/demand-letter', sheet: 'Demand Letter', sample: 'Mrs. Sneha Rahul Patil' },
  { button: 'Payment Receipt', path: '/payment-receipt', sheet: 'Payment Receipt', sample: 'Five Lakh Rupees Only' },
  { button: 'NOC Letter', path: '/anoc-letter', sheet: 'Permission to Mortgage', sample: 'clear and marketable' },
  { button: 'CostBreakup Letter', path: '/costbreakupletter', sheet: 'Cost Break Up', sample: '29,00,000' },
  { button: 'Possession Letter', path: '/possessionletter', sheet: 'Possession Letter', sample: 'Witnesses:' },
] as const;

const sheetOf = (page: Page, name: string) => page.getByRole('document', { name });

/** Counts the pages of a PDF and reads the size of each (Chromium writes plain page objects). */
function pdfPages(pdf: Buffer): { count: number; sizes: number[][] } {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const sizes = [...text.matchAll(/\/MediaBox\s*\[([^\]]+)\]/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
  return { count, sizes };
}

/** window.print is replaced so the test can see what the page looked like at that moment. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prints: { inputs: number; text: string }[]; __marker: string };
    w.__prints = [];
    w.__marker = 'not reloaded';
    window.print = () => {
      const sheet = document.querySelector('[role="document"]');
      w.__prints.push({
        inputs: sheet?.querySelectorAll('input, textarea').length ?? -1,
        text: sheet?.textContent ?? '',
      });
    };
  });
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => window.localStorage.getItem('token') ?? '');
}

async function post(request: APIRequestContext, token: string, path: string, body: unknown) {
  const res = await request.post(path, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/** A flat buyer with two cheque/RTGS payments, made through the Entity Manager API. */
async function addBuyer(page: Page) {
  const token = await tokenOf(page);
  const stamp = `${Date.now()}`.slice(-7);
  const name = `Kiran ${stamp} and Leena ${stamp}`;
  const { entity } = await post(page.request, token, '/api/entities', {
    type: 'customer',
    name,
    project: 'Green Meadows',
    wing: 'C',
    flatNo: `C-${stamp.slice(-3)}`,
    floor: '7',
    carpetArea: 845,
    agreementValue: 6_250_000,
  });
  const first = await post(page.request, token, `/api/entities/payment/${entity._id}`, {
    amount: 625_000,
    date: '2026-06-10',
    mode: 'cheque',
    reference: '004512',
    bank: 'HDFC Bank',
  });
  await post(page.request, token, `/api/entities/payment/${entity._id}`, {
    amount: 1_875_000,
    date: '2026-09-02',
    mode: 'rtgs',
    reference: 'SBIN42612345678',
    bank: 'State Bank of India',
  });
  return { id: entity._id as string, name, stamp, paymentId: first.payment._id as string };
}

test.describe('letters for flat buyers', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('the Document Generator opens each letter as an A4 sheet with its sample text', async ({ page }) => {
    for (const letter of LETTERS) {
      await page.goto('/document-generator');
      await page.getByRole('link', { name: letter.button, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${letter.path}$`));
      const sheet = sheetOf(page, letter.sheet);
      await expect(sheet).toContainText(letter.sample);
      const box = await sheet.boundingBox();
      // 210 mm at 96 px per inch; at least 297 mm tall.
      expect(Math.round(box?.width ?? 0)).toBe(794);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(1122);
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Documents' }).click();
    await expect(page.getByRole('link', { name: 'Document Generator' })).toBeVisible();
  });

  test('editing in place changes the sheet; the cost break-up total follows the numeric lines', async ({ page }) => {
    await page.goto('/costbreakupletter');
    const sheet = sheetOf(page, 'Cost Break Up');
    const total = sheet.getByRole('status', { name: 'Total Cost' });
    await expect(total).toHaveText('43,75,000');

    await sheet.getByRole('textbox', { name: 'GST', exact: true }).fill('145000');
    await expect(total).toHaveText('45,20,000');
    await sheet.getByRole('textbox', { name: 'Stamp Duty' }).fill('as applicable');
    await expect(total).toHaveText('45,20,000');
    await sheet.getByRole('textbox', { name: 'Agreement Cost' }).fill('30,00,000.50');
    await expect(total).toHaveText('46,20,000.5');
    // Leaving a field writes the amount in Indian grouping.
    await sheet.getByRole('textbox', { name: 'GST', exact: true }).click();
    await sheet.getByRole('textbox', { name: 'Buyer name' }).click();
    await expect(sheet.getByRole('textbox', { name: 'GST', exact: true })).toHaveText('1,45,000');

    await sheet.getByRole('textbox', { name: 'Buyer name' }).fill('Mr. Test Buyer');
    await expect(sheet).toContainText('Mr. Test Buyer');
    await expect(sheet).toContainText('the loan amount will change if the cost of the flat changes');
  });

  test('a payment receipt adds and removes payment rows', async ({ page }) => {
    await page.goto('/payment-receipt');
    const sheet = sheetOf(page, 'Payment Receipt');
    const rows = sheet.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await page.getByRole('button', { name: 'Add payment row' }).click();
    await expect(rows).toHaveCount(3);
    await sheet.getByRole('textbox', { name: 'Payment 3 amount' }).fill('25000');
    await sheet.getByRole('textbox', { name: 'Payment 3 cheque/RTGS no.' }).fill('UPI 998877');
    await sheet.getByRole('button', { name: 'Remove payment 1' }).click();
    await expect(rows).toHaveCount(2);
    await expect(sheet.getByRole('textbox', { name: 'Payment 2 cheque/RTGS no.' })).toHaveText('UPI 998877');
    await expect(sheet).toContainText('Receivers Sign');
    await expect(sheet).toContainText('Partner Signature');
  });

  test('printing shows only the sheet on one A4 page, without reloading or losing edits', async ({ page }) => {
    for (const letter of LETTERS) {
      await page.goto(letter.path);
      const sheet = sheetOf(page, letter.sheet);
      await expect(sheet).toContainText(letter.sample);
      await page.emulateMedia({ media: 'print' });
      await expect(sheet).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: letter.sheet, exact: true })).toBeHidden();
      const pdf = pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }));
      expect(pdf.count, `${letter.sheet} pages`).toBe(1);
      for (const [x0, y0, width, height] of pdf.sizes) {
        expect([x0, y0]).toEqual([0, 0]);
        expect(Math.abs((width ?? 0) - 595.28)).toBeLessThan(1.5);
        expect(Math.abs((height ?? 0) - 841.89)).toBeLessThan(1.5);
      }
      await page.emulateMedia({ media: 'screen' });
    }

    await page.goto('/demand-letter');
    await stubPrint(page);
    const sheet = sheetOf(page, 'Demand Letter');
    await sheet.getByRole('textbox', { name: 'First buyer' }).fill('Mr. Edited Buyer');
    await page.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __prints: unknown[] }).__prints.length))
      .toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __marker: string }).__marker)).toBe('not reloaded');
    await expect(sheet.getByRole('textbox', { name: 'First buyer' })).toHaveText('Mr. Edited Buyer');
  });

  test('the possession letter prints its inputs as plain text', async ({ page }) => {
    await page.goto('/possessionletter');
    const sheet = sheetOf(page, 'Possession Letter');
    await sheet.getByRole('textbox', { name: 'Witness 1' }).fill('Sunil Pawar');
    await expect(sheet.getByRole('textbox')).not.toHaveCount(0);
    await stubPrint(page);
    await page.getByRole('button', { name: 'Print' }).click();
    const prints = () =>
      page.evaluate(() => (window as unknown as { __prints: { inputs: number; text: string }[] }).__prints);
    await expect.poll(async () => (await prints()).length).toBe(1);
    const [printed] = await prints();
    expect(printed?.inputs).toBe(0);
    expect(printed?.text).toContain('Sunil Pawar');
    expect(printed?.text).toContain('Director');
    // Back on screen the inputs return, with the edit kept.
    await expect(sheet.getByRole('textbox', { name: 'Witness 1' })).toHaveValue('Sunil Pawar');

    // Printed straight from the browser, the inputs have no boxes either.
    await page.emulateMedia({ media: 'print' });
    const style = await sheet
      .getByRole('textbox', { name: 'Witness 1' })
      .evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).boxShadow]);
    expect(style).toEqual(['rgba(0, 0, 0, 0)', 'none']);
  });

  test('fill from a flat buyer, save to their documents, and reopen it exactly as issued', async ({ page }) => {
    const buyer = await addBuyer(page);
    await page.goto('/demand-letter');
    await page.getByRole('button', { name: 'Fill from customer' }).click();
    const picker = page.getByRole('dialog', { name: 'Fill from customer' });
    await picker.getByLabel('Search flat buyers').fill(buyer.stamp);
    await picker.getByRole('listitem', { name: `Choose ${buyer.name}` }).click();
    await expect(picker).toBeHidden();

    const sheet = sheetOf(page, 'Demand Letter');
    await expect(sheet.getByRole('textbox', { name: 'First buyer' })).toHaveText(`Kiran ${buyer.stamp}`);
    await expect(sheet.getByRole('textbox', { name: 'Second buyer' })).toHaveText(`Leena ${buyer.stamp}`);
    await expect(sheet.getByRole('textbox', { name: 'Total consideration' })).toHaveText('₹62,50,000.00');
    await expect(sheet.getByRole('textbox', { name: 'Amount paid' })).toHaveText('₹25,00,000.00');
    await expect(sheet.getByRole('textbox', { name: 'Remaining amount' })).toHaveText('₹37,50,000.00');
    await expect(sheet.getByRole('textbox', { name: 'Flat address' })).toHaveText(
      `Flat No. C-${buyer.stamp.slice(-3)}, 7th Floor, Wing C, Green Meadows`,
    );
    // Still editable after filling in.
    await sheet.getByRole('textbox', { name: 'Construction status' }).fill('Plinth work completed');

    await page.getByRole('button', { name: 'Save to customer’s documents' }).click();
    await expect(page.getByText(`Demand Letter saved to ${buyer.name}’s documents.`)).toBeVisible();

    await page.goto(`/document-generator?entityId=${buyer.id}`);
    await expect(page.getByRole('heading', { name: `Letters issued to ${buyer.name}` })).toBeVisible();
    const table = page.getByRole('table', { name: 'Issued letters' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Demand Letter');
    await table.getByRole('link', { name: /^Open Demand Letter/ }).click();

    await expect(page.getByText('A letter as it was issued')).toBeVisible();
    const reopened = sheetOf(page, 'Demand Letter');
    await expect(reopened.getByRole('textbox', { name: 'Construction status' })).toHaveText('Plinth work completed');
    await expect(reopened.getByRole('textbox', { name: 'First buyer' })).toHaveText(`Kiran ${buyer.stamp}`);

    // The letter as issued, as a PDF made on the server.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toMatch(/^Demand Letter - Kiran .+\.pdf$/);
    const bytes = await readFile(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a payment receipt opens pre-filled from one recorded payment', async ({ page }) => {
    const buyer = await addBuyer(page);
    await page.goto(`/payment-receipt?entityId=${buyer.id}&paymentId=${buyer.paymentId}`);
    const sheet = sheetOf(page, 'Payment Receipt');
    await expect(sheet.getByRole('table', { name: 'Payments' }).locator('tbody tr')).toHaveCount(1);
    await expect(sheet.getByRole('textbox', { name: 'Amount', exact: true })).toHaveText('₹6,25,000.00');
    await expect(sheet.getByRole('textbox', { name: 'Amount in words' })).toHaveText(
      'Six Lakh Twenty Five Thousand Rupees Only',
    );
    await expect(sheet.getByRole('textbox', { name: 'Payment 1 cheque/RTGS no.' })).toHaveText('Cheque No. 004512');
    await expect(sheet.getByRole('textbox', { name: 'Date', exact: true })).toHaveText('10/06/2026');
    await expect(page.getByText(`Letter for ${buyer.name}.`)).toBeVisible();
  });
});
