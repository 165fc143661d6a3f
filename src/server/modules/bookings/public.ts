/**
 * What other modules may use of bookings (decision 008): the dashboard's count of discounts waiting
 * for a decision; receipts (decision 198) lock a booking the viewer may see for the payment they
 * record, read its people, and write its history and its lead's timeline.
 */
export { bookingMissing, bookingScope, countDiscountsWaiting } from './booking-view';
export { lockBooking, recordBookingEvent } from './status-service';
