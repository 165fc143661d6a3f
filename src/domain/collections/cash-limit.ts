import { formatInr } from '../billing/indian-format';
import { fromPaise, toPaise } from '../money/paise';

/**
 * Cash towards a flat (decision 193). Money received before the flat is conveyed is a "specified
 * sum" — "any sum of money receivable, whether as advance or otherwise, in relation to transfer of
 * an immovable property" — so Income-tax Act s.269SS applies: no specified sum of ₹20,000 or more
 * may be taken other than by account-payee cheque or draft or an electronic mode, counting with it
 * what was taken earlier and not returned. Section 269ST's ₹2 lakh limit expressly does not apply
 * to transactions of that nature (its proviso (ii)), so the smaller limit governs a booking.
 */
export const CASH_LIMIT_269SS_RUPEES = 20_000;
/** The general limit of s.269ST, for reference: not the one for a flat's instalments. */
export const CASH_LIMIT_269ST_RUPEES = 2_00_000;

export const cashLimitMessage =
  `Cash of ${formatInr(CASH_LIMIT_269SS_RUPEES)} or more cannot be taken towards a flat (Income-tax Act ` +
  'section 269SS); take a cheque, DD, RTGS/NEFT or UPI.';

/**
 * Why this cash receipt cannot be taken, or null when it can: the cash itself, or the cash with
 * what the buyer paid earlier on the booking by any mode and was not refunded, reaches ₹20,000.
 */
export function cashReceiptRefusal(cashPaise: number, earlierReceivedPaise: number): string | null {
  const limit = toPaise(CASH_LIMIT_269SS_RUPEES);
  if (cashPaise >= limit) return cashLimitMessage;
  if (cashPaise + Math.max(0, earlierReceivedPaise) >= limit) {
    return (
      `With the ${formatInr(fromPaise(earlierReceivedPaise))} already paid on this booking, this cash would take ` +
      `the sums taken towards the flat to ${formatInr(CASH_LIMIT_269SS_RUPEES)} or more, which section 269SS of ` +
      'the Income-tax Act allows only by cheque, DD, RTGS/NEFT or UPI.'
    );
  }
  return null;
}
