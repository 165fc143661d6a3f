/**
 * The lists the inventory's tables check against (decision 064: one list for the zod schema, the
 * form and the database's check constraint).
 */
export const PROJECT_STATUSES = ['pre_launch', 'launched', 'under_construction', 'ready'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pre_launch: 'Pre-launch',
  launched: 'Launched',
  under_construction: 'Under construction',
  ready: 'Ready to move in',
};

/**
 * Where a unit stands. `held` and `booked` onwards are set by holds and bookings only; `blocked` is
 * management keeping a unit off the market (with a reason).
 */
export const UNIT_STATUSES = ['available', 'held', 'booked', 'agreement_registered', 'blocked', 'sold'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  available: 'Available',
  held: 'On hold',
  booked: 'Booked',
  agreement_registered: 'Agreement registered',
  blocked: 'Blocked by management',
  sold: 'Sold',
};

export const FACINGS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Facing = (typeof FACINGS)[number];
export const FACING_LABELS: Record<Facing, string> = {
  N: 'North',
  NE: 'North-east',
  E: 'East',
  SE: 'South-east',
  S: 'South',
  SW: 'South-west',
  W: 'West',
  NW: 'North-west',
};

/** Which area a price list's rates multiply. */
export const RATE_BASES = ['carpet', 'saleable'] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** Why a hold ended. */
export const HOLD_END_REASONS = ['released', 'lapsed', 'booked'] as const;
export type HoldEndReason = (typeof HOLD_END_REASONS)[number];

/**
 * A booking's life: booked → agreement registered → possession given; or cancelled (the unit is
 * available again) or transferred to another buyer (a new booking takes its place).
 */
export const BOOKING_STATUSES = [
  'booked',
  'agreement_registered',
  'possession_given',
  'cancelled',
  'transferred',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  agreement_registered: 'Agreement registered',
  possession_given: 'Possession given',
  cancelled: 'Cancelled',
  transferred: 'Transferred',
};
/** A booking in one of these holds its unit; the others have let it go. */
export const LIVE_BOOKING_STATUSES = ['booked', 'agreement_registered', 'possession_given'] as const;

/** A discount above the administrator's threshold waits for approval. */
export const DISCOUNT_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
