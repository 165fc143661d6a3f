/**
 * PDF making (decision 194): the first use (loading pdfmake and its fonts), one demand letter, one
 * receipt, and 500 demand letters in a loop (a tower's stage reached), beside the floor of an empty
 * one-page PDF. Prints milliseconds and bytes. Run: npx tsx bench/pdf.ts [count]
 */
import { sampleLetterFields } from '../src/domain/letters/sample-defaults';
import type { Company } from '../src/domain/schemas/company';
import { demandLetterPdf, paymentReceiptPdf } from '../src/server/pdf/letter-pdfs';
import { renderPdf } from '../src/server/pdf/pdf-engine';

const count = Number(process.argv[2] ?? 500);
const company: Company = {
  name: 'Sai Developers',
  address: 'Office 4, Baner Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411045',
  gstin: null,
  phone: '020 2729 1234',
  email: 'office@sai.in',
  website: null,
  signatoryName: 'R. K. Patil',
  signatoryTitle: 'Director',
  logoFileId: null,
  updatedAt: null,
};
const today = new Date('2026-11-28T10:00:00+05:30');
const demand = sampleLetterFields('demand', today, company);
const receipt = sampleLetterFields('receipt', today, company);
const empty = () => renderPdf({ pageSize: 'A4', content: [''] });

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function loop(label: string, make: (i: number) => Promise<Buffer>) {
  let bytes = 0;
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    bytes += (await make(i)).length;
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  console.log(
    `${label.padEnd(28)} ${count} in ${(total / 1000).toFixed(2)} s  mean ${(total / count).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  ${(bytes / count / 1024).toFixed(1)} KB each, ${(bytes / 1024 / 1024).toFixed(1)} MB in all`,
  );
}

const [, first] = await timed(empty);
console.log(`first use (load pdfmake, fonts, empty page): ${first.toFixed(0)} ms`);
const [floor, floorMs] = await timed(empty);
const [one, oneMs] = await timed(() => demandLetterPdf(demand));
const [rec, recMs] = await timed(() => paymentReceiptPdf(receipt));
console.log(`empty A4 page (floor)        ${floorMs.toFixed(1)} ms  ${(floor.length / 1024).toFixed(1)} KB`);
console.log(`one demand letter            ${oneMs.toFixed(1)} ms  ${(one.length / 1024).toFixed(1)} KB`);
console.log(`one payment receipt          ${recMs.toFixed(1)} ms  ${(rec.length / 1024).toFixed(1)} KB`);
await loop('floor: empty pages', () => empty());
await loop('demand letters', (i) => demandLetterPdf({ ...demand, buyer1: `Buyer ${i}` }));
console.log(
  `rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB, load ${(await import('node:os')).loadavg()[0]?.toFixed(1)}`,
);
