// What other modules may use of receipts (decision 008): the job that keeps a receipt's PDF and
// sends its email, for the registry. The Entity Manager reads the receipts table of a linked
// buyer's bookings itself (decision 198).
export { receiptPdfEmailJob } from './receipt-pdf';
