import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's 400 `fields` messages under the form fields they name (fields the form does not
 * show stay in the alert above the form). With `conflictField`, a 409 without `fields` (a duplicate)
 * is shown under that field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
  conflictField?: Path<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const field = fieldNames.find((name) => name === path);
    if (field) setError(field, { message });
  }
  if (conflictField && error.status === 409 && !error.fields) setError(conflictField, { message: error.message });
}

/** True when every part of the error sits under a field of the form, so an alert would only repeat it. */
export function shownUnderFields<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  conflictField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (conflictField && error.status === 409 && !error.fields) return true;
  const paths = Object.keys(error.fields ?? {});
  return paths.length > 0 && paths.every((path) => fieldNames.some((name) => name === path));
}
