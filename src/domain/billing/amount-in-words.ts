import { roundPaise } from './money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/**
 * A whole number in the Indian system. Crore is the largest unit, so larger amounts count crores:
 * 1,00,00,00,000 is "One Hundred Crore" and 10,00,00,00,00,000 "One Lakh Crore" (not Arab/Kharab).
 */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${indianWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * The grand total in words: "Twelve Crore … Rupees and Ninety Nine Paise Only";
 * 0 gives "Zero Rupees Only". Rounded to paise first.
 */
export function amountInWords(amount: number): string {
  const value = Number.isFinite(amount) ? roundPaise(amount) : 0;
  const totalPaise = Math.round(Math.abs(value) * 100);
  const rupees = Math.floor(totalPaise / 100);
  const paise = totalPaise % 100;
  const sign = value < 0 ? 'Minus ' : '';
  const rupeeText = `${indianWords(rupees)} ${rupees === 1 ? 'Rupee' : 'Rupees'}`;
  const paiseText = `${belowHundred(paise)} ${paise === 1 ? 'Paisa' : 'Paise'}`;
  if (paise === 0) return `${sign}${rupeeText} Only`;
  if (rupees === 0) return `${sign}${paiseText} Only`;
  return `${sign}${rupeeText} and ${paiseText} Only`;
}
