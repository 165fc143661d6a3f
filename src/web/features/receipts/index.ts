/** What other features may use of receipts: the booking page shows its payments. */
export { BookingReceiptsCard } from './components/booking-receipts-card';
