import { amountInWords } from '../billing/amount-in-words';
import { fromPaise } from '../money/paise';
import { type Charge, isBounced, type Receipt } from './allocation';
import { interestOnLateDemands } from './interest';

/**
 * A booking's statement of account (issue 28, decision 193): every charge (instalment, its GST,
 * interest, bounce charge), every receipt and the TDS deducted with it, every bounce reversing
 * them, and — when a rate is given — the interest late demands have earned to the day and not yet
 * been charged. Ordered by day; on one day debits come before credits, then in the order recorded.
 * The running balance is what the buyer owes (negative: an advance). The totals are sums of the
 * lines, so the statement, the screen and the PDF agree to the paisa.
 */

export const STATEMENT_LINE_KINDS = [
  'instalment',
  'gst',
  'interest',
  'interestAccrued',
  'bounceCharge',
  'receipt',
  'tds',
  'receiptReversed',
  'tdsReversed',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export interface StatementLine {
  on: string;
  kind: StatementLineKind;
  /** The charge or receipt the line comes from. */
  ref: string;
  description: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
}

export interface StatementTotals {
  instalmentPaise: number;
  gstPaise: number;
  interestPaise: number;
  bounceChargePaise: number;
  receivedPaise: number;
  tdsPaise: number;
  /** Receipts and their TDS taken back by bounces. */
  reversedPaise: number;
  debitPaise: number;
  creditPaise: number;
  /** Debits less credits: what is owed (negative: an advance). */
  balancePaise: number;
}

export interface Statement {
  asOf: string;
  lines: StatementLine[];
  totals: StatementTotals;
  /** The balance in words, Indian style ("… Lakh … Rupees Only"). */
  balanceInWords: string;
}

export interface StatementInput {
  charges: readonly Charge[];
  receipts: readonly Receipt[];
  /** The day of the statement: later charges, receipts and bounces are left out. */
  asOf: string;
  /** With a rate, the interest earned to `asOf` and not yet charged is a line of its own. */
  annualRateBasisPoints?: number | null;
}

type Draft = Omit<StatementLine, 'balancePaise'> & { seq: number };

const DEBIT_KINDS = new Set<StatementLineKind>([
  'instalment',
  'gst',
  'interest',
  'interestAccrued',
  'bounceCharge',
  'receiptReversed',
  'tdsReversed',
]);

export function statementOfAccount(input: StatementInput): Statement {
  const { asOf } = input;
  const drafts: Draft[] = [];
  for (const c of input.charges) {
    if (c.raisedOn > asOf) continue;
    const base = { on: c.raisedOn, ref: c.id, creditPaise: 0, seq: c.seq };
    if (c.kind === 'demand') {
      drafts.push({ ...base, kind: 'instalment', description: c.label, debitPaise: c.amountPaise });
      if (c.gstPaise > 0)
        drafts.push({ ...base, kind: 'gst', description: `GST on ${c.label}`, debitPaise: c.gstPaise });
    } else {
      drafts.push({ ...base, kind: c.kind, description: c.label, debitPaise: c.amountPaise + c.gstPaise });
    }
  }
  for (const r of input.receipts) {
    if (r.receivedOn > asOf) continue;
    const label = r.label ?? 'Payment received';
    const base = { ref: r.id, seq: r.seq };
    drafts.push({
      ...base,
      on: r.receivedOn,
      kind: 'receipt',
      description: label,
      debitPaise: 0,
      creditPaise: r.amountPaise,
    });
    if (r.tdsPaise > 0) {
      drafts.push({
        ...base,
        on: r.receivedOn,
        kind: 'tds',
        description: `TDS deducted by the buyer (${label})`,
        debitPaise: 0,
        creditPaise: r.tdsPaise,
      });
    }
    if (isBounced(r, asOf)) {
      const on = r.bouncedOn as string;
      drafts.push({
        ...base,
        on,
        kind: 'receiptReversed',
        description: `Bounced: ${label}`,
        debitPaise: r.amountPaise,
        creditPaise: 0,
      });
      if (r.tdsPaise > 0) {
        drafts.push({
          ...base,
          on,
          kind: 'tdsReversed',
          description: `TDS of the bounced payment (${label})`,
          debitPaise: r.tdsPaise,
          creditPaise: 0,
        });
      }
    }
  }
  if (input.annualRateBasisPoints) {
    const accrued = interestOnLateDemands(input.charges, input.receipts, asOf, input.annualRateBasisPoints);
    for (const d of accrued.demands) {
      if (d.interestPaise <= 0) continue;
      drafts.push({
        on: asOf,
        kind: 'interestAccrued',
        ref: d.chargeId,
        description: `Interest on late payment of ${d.label} to date: ${d.rule}`,
        debitPaise: d.interestPaise,
        creditPaise: 0,
        seq: Number.MAX_SAFE_INTEGER,
      });
    }
  }
  drafts.sort(
    (a, b) =>
      (a.on < b.on ? -1 : a.on > b.on ? 1 : 0) ||
      Number(!DEBIT_KINDS.has(a.kind)) - Number(!DEBIT_KINDS.has(b.kind)) ||
      a.seq - b.seq ||
      STATEMENT_LINE_KINDS.indexOf(a.kind) - STATEMENT_LINE_KINDS.indexOf(b.kind),
  );
  let balance = 0;
  const lines = drafts.map(({ seq: _seq, ...d }) => {
    balance += d.debitPaise - d.creditPaise;
    return { ...d, balancePaise: balance };
  });
  const sumOf = (kinds: StatementLineKind[], side: 'debitPaise' | 'creditPaise') =>
    lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l[side], 0);
  const debitPaise = lines.reduce((s, l) => s + l.debitPaise, 0);
  const creditPaise = lines.reduce((s, l) => s + l.creditPaise, 0);
  return {
    asOf,
    lines,
    totals: {
      instalmentPaise: sumOf(['instalment'], 'debitPaise'),
      gstPaise: sumOf(['gst'], 'debitPaise'),
      interestPaise: sumOf(['interest', 'interestAccrued'], 'debitPaise'),
      bounceChargePaise: sumOf(['bounceCharge'], 'debitPaise'),
      receivedPaise: sumOf(['receipt'], 'creditPaise'),
      tdsPaise: sumOf(['tds'], 'creditPaise'),
      reversedPaise: sumOf(['receiptReversed', 'tdsReversed'], 'debitPaise'),
      debitPaise,
      creditPaise,
      balancePaise: debitPaise - creditPaise,
    },
    balanceInWords: amountInWords(fromPaise(Math.abs(debitPaise - creditPaise))),
  };
}
