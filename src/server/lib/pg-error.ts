/**
 * The SQLSTATE of a database error, whichever driver raised it. Drizzle wraps driver errors
 * (DrizzleQueryError) and keeps the original as `cause`.
 */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Raised instead of 23503 when the referencing key is declared ON DELETE RESTRICT. */
export const PG_RESTRICT_VIOLATION = '23001';

/** True when a delete or update failed because other rows still refer to the row. */
export function isInUseError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === PG_FOREIGN_KEY_VIOLATION || code === PG_RESTRICT_VIOLATION;
}
