import { describe, expect, it } from 'vitest';
import type { EntityPaymentSummary } from '../schemas/entity-payment';
import { costBreakupTotal } from './cost-breakup';
import {
  buyerNameList,
  flatDescription,
  floorWords,
  joinNames,
  type LetterCustomer,
  prefillLetter,
  splitBuyerNames,
} from './prefill';
import { sampleLetterFields } from './sample-defaults';

const today = new Date(2026, 10, 22);
const customer: LetterCustomer = {
  _id: 'c1',
  name: 'Vikram Deshmukh and Anjali Deshmukh',
  address: '12, Model Colony, Pune 411016',
  project: 'Green Meadows',
  wing: 'C',
  flatNo: 'C-702',
  floor: '7',
  carpetArea: 845,
  agreementValue: 6_250_000,
};
const payment = (id: string, amount: number, extra: Partial<EntityPaymentSummary['payments'][number]> = {}) => ({
  _id: id,
  amount,
  date: '2026-06-10',
  mode: 'cheque' as const,
  reference: '004512',
  bank: 'HDFC Bank',
  note: null,
  direction: 'received' as const,
  runningTotal: 0,
  createdAt: '2026-06-10T10:00:00.000Z',
  ...extra,
});
const payments: EntityPaymentSummary = {
  payments: [
    payment('p1', 625_000),
    payment('p2', 1_875_000, { date: '2026-09-02', mode: 'rtgs', reference: 'SBIN426', bank: 'SBI' }),
    payment('p3', 50_000, { direction: 'paid', mode: 'upi', reference: null, bank: null }),
  ],
  totalReceived: 2_500_000,
  totalPaid: 50_000,
  agreementValue: 6_250_000,
  balance: 3_800_000,
};

describe('fill a letter from a flat buyer', () => {
  it('describes the flat from whatever the record has', () => {
    expect(flatDescription(customer)).toBe('Flat No. C-702, 7th Floor, Wing C, Green Meadows');
    expect(flatDescription({ ...customer, floor: null, wing: null })).toBe('Flat No. C-702, Green Meadows');
    expect(floorWords('0')).toBe('Ground');
    expect(floorWords('11')).toBe('11th');
    expect(floorWords('22')).toBe('22nd');
    expect(floorWords('Podium')).toBe('Podium');
  });

  it('splits two buyers written with "and" or "&"', () => {
    expect(splitBuyerNames('A Kumar & B Kumar')).toEqual(['A Kumar', 'B Kumar']);
    expect(splitBuyerNames('Anand Rao')).toEqual(['Anand Rao', '']);
  });

  it('takes the second buyer from the recorded co-applicants when the name holds only one', () => {
    const single = { ...customer, name: 'Ravi Kulkarni' };
    const demand = prefillLetter('demand', sampleLetterFields('demand', today), {
      customer: single,
      coApplicants: ['Sunita Kulkarni'],
    });
    expect([demand.buyer1, demand.buyer2]).toEqual(['Ravi Kulkarni', 'Sunita Kulkarni']);
    const receipt = prefillLetter('receipt', sampleLetterFields('receipt', today), {
      customer: single,
      coApplicants: ['Sunita Kulkarni', 'Omkar Kulkarni'],
    });
    expect(receipt.payerNames).toBe('Ravi Kulkarni, Sunita Kulkarni and Omkar Kulkarni');
    const none = prefillLetter('demand', sampleLetterFields('demand', today), { customer: single });
    expect(none.buyer2).toBe('');
  });

  it('does not repeat a co-applicant the record already names', () => {
    expect(buyerNameList('Vikram Deshmukh and Anjali Deshmukh', ['anjali deshmukh'])).toEqual([
      'Vikram Deshmukh',
      'Anjali Deshmukh',
    ]);
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
  });

  it('writes names, flat and money into the demand letter and leaves the bank and payee alone', () => {
    const sample = sampleLetterFields('demand', today);
    const filled = prefillLetter('demand', sample, { customer, payments });
    expect(filled).toMatchObject({
      buyer1: 'Vikram Deshmukh',
      buyer2: 'Anjali Deshmukh',
      flatAddress: 'Flat No. C-702, 7th Floor, Wing C, Green Meadows',
      totalConsideration: '₹62,50,000.00',
      amountPaid: '₹24,50,000.00',
      remainingAmount: '₹38,00,000.00',
      bankName: sample.bankName,
      payeeAccountNo: sample.payeeAccountNo,
    });
    expect(sample.buyer1).toBe('Mr. Rahul Suresh Patil');
  });

  it('lists the received payments on a receipt, or just the one asked for', () => {
    const all = prefillLetter('receipt', sampleLetterFields('receipt', today), { customer, payments });
    expect(all.payments).toEqual([
      { date: '10/06/2026', amount: '₹6,25,000.00', reference: 'Cheque No. 004512', bank: 'HDFC Bank' },
      { date: '02/09/2026', amount: '₹18,75,000.00', reference: 'RTGS/NEFT UTR SBIN426', bank: 'SBI' },
    ]);
    expect(all.amount).toBe('₹25,00,000.00');
    expect(all.amountInWords).toBe('Twenty Five Lakh Rupees Only');
    const one = prefillLetter('receipt', sampleLetterFields('receipt', today), { customer, payments, paymentId: 'p2' });
    expect(one.payments).toHaveLength(1);
    expect(one.date).toBe('02/09/2026');
    expect(one.amount).toBe('₹18,75,000.00');
  });

  it('fills the cost break-up’s agreement cost so the total follows', () => {
    const filled = prefillLetter('cost_breakup', sampleLetterFields('cost_breakup', today), { customer });
    expect(filled.agreementCost).toBe('62,50,000');
    expect(filled.areaCarpet).toBe('845 sq. ft.');
    expect(costBreakupTotal(filled)).toBe(6_250_000 + 203_000 + 1_272_000);
  });

  it('clears the sample’s fathers on the possession letter and keeps the witnesses', () => {
    const sample = sampleLetterFields('possession', today);
    const filled = prefillLetter('possession', sample, { customer });
    expect(filled).toMatchObject({ buyerName: customer.name, fatherName: '', buyerFatherName: '' });
    expect(filled.witness1).toBe(sample.witness1);
    expect(filled.buyerCity).toBe(customer.address);
  });
});
