/**
 * What other features may use of bookings: the letters fill from a booking (a picker and the
 * booking's record); the Entity Manager shows a buyer's bookings with their status.
 */
export { getBooking, useBooking } from './api/bookings-api';
export { bookingKeys } from './api/keys';
export { BookingPickerModal } from './components/booking-picker-modal';
export { BookingStatusBadge } from './components/booking-status-badge';
