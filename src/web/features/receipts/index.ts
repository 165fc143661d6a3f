/**
 * What other features may use of receipts: the booking page shows its payments; the Entity
 * Manager marks a buyer's cheques as the register does.
 */
export { BookingReceiptsCard, ChequeBadge } from './components/booking-receipts-card';
