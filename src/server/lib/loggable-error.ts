import { pgErrorCode } from './pg-error';

/** The stack's frames only: its first line repeats the message, which for a query holds the values. */
function framesOf(error: Error): string | undefined {
  return error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function isQueryError(error: unknown): error is Error & { query?: unknown; cause?: unknown } {
  return error instanceof Error && (error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:'));
}

/**
 * What the error log may keep of a failed request. A database error is reduced to its SQLSTATE,
 * constraint, table and column and the SQL text with its placeholders: Drizzle's message lists
 * every parameter, and the driver's message and detail quote values ("Key (email)=(…)"), so a
 * failed register would otherwise log the new account's password hash, email, name and mobile.
 * Other errors are logged as they are.
 */
export function loggableError(error: unknown): unknown {
  const code = pgErrorCode(error);
  if (!code && !isQueryError(error)) return error;
  let driver: Record<string, unknown> = {};
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === code) driver = current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    type: 'DatabaseError',
    message: `A database query failed (SQLSTATE ${code ?? 'unknown'}).`,
    code,
    constraint: text(driver.constraint),
    table: text(driver.table),
    column: text(driver.column),
    routine: text(driver.routine),
    query: isQueryError(error) ? text(error.query) : undefined,
    stack: error instanceof Error ? framesOf(error) : undefined,
  };
}
