/**
 * The payment form's question (decision 198): a payment above what is due is asked about before
 * it is saved — kept as an advance, or a mistake to correct. Amounts in rupees; compared in paise.
 */
export function advanceQuestion(
  due: number,
  amount: number | undefined,
  tds: number | undefined,
): { credit: number; due: number; advance: number } | null {
  const credit = Math.round((amount ?? 0) * 100) + Math.round((tds ?? 0) * 100);
  const duePaise = Math.max(0, Math.round(due * 100));
  if (credit <= duePaise) return null;
  return { credit: credit / 100, due: duePaise / 100, advance: (credit - duePaise) / 100 };
}
