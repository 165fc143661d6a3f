/** What other modules may use of bookings: the dashboard's count of discounts waiting for a decision. */
export { countDiscountsWaiting } from './booking-view';
