import { amountInWords } from '../billing/amount-in-words';
import type { Entity } from '../schemas/entity';
import type { EntityPayment, EntityPaymentSummary } from '../schemas/entity-payment';
import type { LetterFieldsByType, LetterType, ReceiptPaymentRow } from '../schemas/letter';
import { formatIndianGrouping, formatLetterRupees } from './cost-breakup';
import { letterDateFromIso } from './letter-date';

/**
 * 'Fill from customer': a flat buyer's record and payments written into a letter. Only the fields
 * that describe the buyer, the flat and the money change; the rest of the letter (bank, payee,
 * witnesses, letterhead) stays as the person left it, and everything stays editable.
 */
export type LetterCustomer = Pick<
  Entity,
  '_id' | 'name' | 'address' | 'project' | 'wing' | 'flatNo' | 'floor' | 'carpetArea' | 'agreementValue'
>;

export interface PrefillSource {
  customer: LetterCustomer;
  /** GET /api/entities/payment/:id; absent when only the record is known. */
  payments?: EntityPaymentSummary | null;
  /** A receipt for this one recorded payment. */
  paymentId?: string | null;
  /** Names of the buyer's co-applicants on the agreement (customer contacts), in recorded order. */
  coApplicants?: string[];
}

const MODE_WORDS: Record<EntityPayment['mode'], string> = {
  cash: 'Cash',
  cheque: 'Cheque No.',
  rtgs: 'RTGS/NEFT UTR',
  upi: 'UPI Ref.',
};

/** "3" → "3rd", "Ground" stays "Ground". */
export function floorWords(floor: string | null): string {
  if (!floor) return '';
  const n = Number(floor);
  if (!Number.isInteger(n) || n < 0) return floor;
  if (n === 0) return 'Ground';
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Flat No. B-304, 3rd Floor, Wing B, Sai Residency" from whatever parts the record has. */
export function flatDescription(customer: LetterCustomer): string {
  const floor = floorWords(customer.floor);
  return [
    customer.flatNo ? `Flat No. ${customer.flatNo}` : '',
    floor ? `${floor} Floor` : '',
    customer.wing ? `Wing ${customer.wing}` : '',
    customer.project ?? '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Two buyers written as "A and B" or "A & B" become the demand letter's two names. */
export function splitBuyerNames(name: string): [string, string] {
  const parts = name.split(/\s+(?:and|&)\s+/i);
  if (parts.length === 2 && parts[0] && parts[1]) return [parts[0].trim(), parts[1].trim()];
  return [name.trim(), ''];
}

/**
 * Everyone who bought the flat: the record's name (which may itself say "A and B") followed by
 * the co-applicants it does not already name.
 */
export function buyerNameList(name: string, coApplicants: string[] = []): string[] {
  const [first, second] = splitBuyerNames(name);
  const names = [first, second, ...coApplicants.map((n) => n.trim())].filter(Boolean);
  return names.filter((n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function receiptRow(payment: EntityPayment): ReceiptPaymentRow {
  const reference = payment.reference
    ? `${MODE_WORDS[payment.mode]} ${payment.reference}`
    : MODE_WORDS[payment.mode].replace(/ (No\.|UTR|Ref\.)$/, '');
  return {
    date: letterDateFromIso(payment.date),
    amount: formatLetterRupees(payment.amount),
    reference,
    bank: payment.bank ?? '',
  };
}

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatLetterRupees(value);

export function prefillLetter<T extends LetterType>(
  type: T,
  fields: LetterFieldsByType[T],
  source: PrefillSource,
): LetterFieldsByType[T] {
  const { customer, payments } = source;
  const flat = flatDescription(customer);
  const buyers = buyerNameList(customer.name, source.coApplicants);
  const agreementValue = customer.agreementValue ?? payments?.agreementValue ?? null;
  const received = (payments?.payments ?? []).filter((p) => p.direction === 'received');
  const next = structuredClone(fields) as LetterFieldsByType[LetterType];

  switch (type) {
    case 'demand': {
      const f = next as LetterFieldsByType['demand'];
      // The letter has two name slots; a third buyer joins the second.
      f.buyer1 = buyers[0] ?? '';
      f.buyer2 = joinNames(buyers.slice(1));
      f.flatAddress = flat;
      f.subject = `Release of home loan instalment for ${flat}`;
      f.totalConsideration = money(agreementValue);
      if (payments) {
        f.amountPaid = money(payments.totalReceived - payments.totalPaid);
        f.remainingAmount = money(payments.balance);
      }
      break;
    }
    case 'receipt': {
      const f = next as LetterFieldsByType['receipt'];
      f.payerNames = joinNames(buyers);
      f.propertyDescription = flat;
      if (payments) {
        const chosen = source.paymentId ? received.filter((p) => p._id === source.paymentId) : received;
        const total = chosen.reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;
        f.payments = chosen.map(receiptRow);
        f.amount = formatLetterRupees(total);
        f.amountInWords = amountInWords(total);
        const only = chosen.length === 1 ? chosen[0] : undefined;
        if (only) f.date = letterDateFromIso(only.date);
      }
      break;
    }
    case 'noc': {
      const f = next as LetterFieldsByType['noc'];
      f.buyerNames = joinNames(buyers);
      f.flatNo = customer.flatNo ?? '';
      f.floor = floorWords(customer.floor);
      f.wing = customer.wing ?? '';
      f.projectName = customer.project ?? '';
      f.agreementValue = money(agreementValue);
      break;
    }
    case 'cost_breakup': {
      const f = next as LetterFieldsByType['cost_breakup'];
      f.buyerName = customer.name;
      f.flatNo = customer.flatNo ?? '';
      f.floor = floorWords(customer.floor);
      f.wing = customer.wing ?? '';
      f.scheme = customer.project ?? '';
      f.areaCarpet = customer.carpetArea === null ? '' : `${formatIndianGrouping(customer.carpetArea)} sq. ft.`;
      if (agreementValue !== null) f.agreementCost = formatIndianGrouping(agreementValue);
      break;
    }
    case 'possession': {
      const f = next as LetterFieldsByType['possession'];
      f.buyerName = customer.name;
      f.possessorName = customer.name;
      // The sample's fathers belong to the sample buyer; this buyer's are typed in.
      f.buyerFatherName = '';
      f.fatherName = '';
      f.buyerCity = customer.address ?? '';
      f.flatDetails = flat;
      f.description =
        customer.carpetArea === null ? '' : `Carpet area ${formatIndianGrouping(customer.carpetArea)} sq. ft.`;
      break;
    }
  }
  return next as LetterFieldsByType[T];
}
