import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';
import { formatIndianNumber, formatInr } from './indian-format';

describe('amount in words, Indian system', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [0.5, 'Fifty Paise Only'],
    [0.01, 'One Paisa Only'],
    [1, 'One Rupee Only'],
    [99, 'Ninety Nine Rupees Only'],
    [100_000, 'One Lakh Rupees Only'],
    [
      123_456_789.99,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Rupees and Ninety Nine Paise Only',
    ],
    [1_000_000_000, 'One Hundred Crore Rupees Only'],
    [10_000_000_000_000, 'Ten Lakh Crore Rupees Only'],
    [1_010_101.1, 'Ten Lakh Ten Thousand One Hundred One Rupees and Ten Paise Only'],
    [14_736, 'Fourteen Thousand Seven Hundred Thirty Six Rupees Only'],
  ])('%d → %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('rounds to paise first and survives bad numbers', () => {
    expect(amountInWords(0.999)).toBe('One Rupee Only');
    expect(amountInWords(Number.NaN)).toBe('Zero Rupees Only');
    expect(amountInWords(-5)).toBe('Minus Five Rupees Only');
  });
});

describe('Indian digit grouping', () => {
  it.each([
    [0, '0.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [100_000, '1,00,000.00'],
    [123_456_789.99, '12,34,56,789.99'],
    [1_000_000_000, '1,00,00,00,000.00'],
    [-1234.5, '-1,234.50'],
  ])('%d → %s', (amount, text) => {
    expect(formatIndianNumber(amount)).toBe(text);
  });

  it('puts the rupee symbol in front', () => {
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatInr(-10)).toBe('-₹10.00');
  });
});
