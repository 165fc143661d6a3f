/**
 * The phone app's numbers, apart from phone-app.ts's zod schemas so the app's first load can use
 * them without zod (decision 211); phone-app.ts re-exports them.
 */

/** The most leads kept on a phone: the member's own, most recent first. */
export const PHONE_APP_LEAD_LIMIT = 2000;

/** A check-in this close to the project's location (metres) counts as at the site. */
export const AT_SITE_METERS = 300;

/** Minutes before a follow-up is due that the app raises its reminder. */
export const REMINDER_LEAD_MINUTES = 10;
