// What other modules may use of receipts (decision 008): the Entity Manager reads the receipts table
// of a linked buyer's bookings itself and names their modes as the API does (decisions 198, 201);
// the registry takes the job that keeps a receipt's PDF and sends its email (decision 197).

// The dashboard's buyer-payments card counts payments received on bookings (decision 201).
export { receivedInDays } from './ledger';
export { receiptPdfEmailJob } from './receipt-pdf';
export { API_MODE } from './receipt-view';
