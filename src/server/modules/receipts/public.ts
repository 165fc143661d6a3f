// What other modules may use of receipts (decision 008): nothing yet; the Entity Manager reads the
// receipts table of a linked buyer's bookings itself (decision 198).
export {};
