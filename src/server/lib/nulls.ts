/**
 * Turns every undefined value into null. Drizzle skips undefined columns in an update, so a field
 * the user emptied must be sent as null to be cleared.
 */
export function undefinedToNull<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]-?: Exclude<T[K], undefined> | (undefined extends T[K] ? null : never) } {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === undefined ? null : v])) as never;
}
