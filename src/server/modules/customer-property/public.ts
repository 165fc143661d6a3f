/**
 * What other modules may use of Customer Management: bookings (issue 27) find or make the buyer's
 * property record in the booking's transaction.
 */
export { customerTypeOf, linkCustomerProperty, type PropertyFacts, type PropertyLink } from './property-link';
