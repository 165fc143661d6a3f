import { divideRounded, fromPaise, toPaise } from '../money/paise';
import type { SupplyType } from '../money/supply-type';

/**
 * GST on a purchase bill: each line is qty × rate, taxed at the line's GST rate —
 * CGST + SGST at half the rate each when the supplier is in the company's own state, IGST at the
 * full rate otherwise. Tax is rounded to the paisa per line, as a bill prints it, and the bill's
 * totals are sums of the rounded lines, so the printed figures always add up. All arithmetic is
 * on integers (BigInt where a product could pass 2^53), never on floating rupees.
 */
export interface PurchaseLineInput {
  qty: number;
  rate: number;
  /** GST rate in per cent, e.g. 18 or 0.25. */
  gst: number;
}

export interface PurchaseLineAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

export interface PurchaseTotals {
  lines: PurchaseLineAmounts[];
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  tax: number;
  total: number;
}

interface LinePaise {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

function linePaise(line: PurchaseLineInput, supply: SupplyType): LinePaise {
  const qtyMilli = BigInt(Math.max(0, Math.round(line.qty * 1000)));
  const ratePaise = BigInt(Math.max(0, toPaise(line.rate)));
  const gstHundredths = BigInt(Math.max(0, Math.round(line.gst * 100)));
  const taxable = divideRounded(qtyMilli * ratePaise, 1000n);
  const big = BigInt(taxable);
  if (supply === 'intra') {
    const half = divideRounded(big * gstHundredths, 20000n);
    return { taxable, cgst: half, sgst: half, igst: 0, total: taxable + 2 * half };
  }
  const igst = divideRounded(big * gstHundredths, 10000n);
  return { taxable, cgst: 0, sgst: 0, igst, total: taxable + igst };
}

const toRupees = (p: LinePaise): PurchaseLineAmounts => ({
  taxable: fromPaise(p.taxable),
  cgst: fromPaise(p.cgst),
  sgst: fromPaise(p.sgst),
  igst: fromPaise(p.igst),
  total: fromPaise(p.total),
});

export function purchaseLine(line: PurchaseLineInput, supply: SupplyType): PurchaseLineAmounts {
  return toRupees(linePaise(line, supply));
}

export function purchaseTotals(lines: readonly PurchaseLineInput[], supply: SupplyType): PurchaseTotals {
  const each = lines.map((l) => linePaise(l, supply));
  const sum = (pick: (l: LinePaise) => number) => each.reduce((s, l) => s + pick(l), 0);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  return {
    lines: each.map(toRupees),
    subtotal: fromPaise(sum((l) => l.taxable)),
    cgst: fromPaise(cgst),
    sgst: fromPaise(sgst),
    igst: fromPaise(igst),
    tax: fromPaise(cgst + sgst + igst),
    total: fromPaise(sum((l) => l.total)),
  };
}
