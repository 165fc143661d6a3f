/**
 * What other modules may use of bookings (decision 008): receipts (issue 28, decision 198) lock a
 * booking the viewer may see for the payment they record, read its people, and write its history
 * and its lead's timeline.
 */
export { bookingMissing, bookingScope } from './booking-view';
export { lockBooking, recordBookingEvent } from './status-service';
