import type { ApiError } from '../../domain/schemas/common';

type DuplicateOf = NonNullable<ApiError['duplicateOf']>;
/** Who holds a unit and until when: what a refused hold or booking says beside its sentence. */
export type Holder = { heldBy: NonNullable<ApiError['heldBy']> | null; heldUntil: string | null };

/**
 * An expected failure with a status and a sentence for a person. Services throw these; the error
 * handler turns them into `{ message, code, fields }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly duplicateOf?: DuplicateOf,
    readonly holder?: Holder,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'BAD_REQUEST') =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'Please log in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have permission to do this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (
  message: string,
  code = 'CONFLICT',
  fields?: Record<string, string>,
  duplicateOf?: DuplicateOf,
) => new AppError(409, code, message, fields, duplicateOf);
/** 409 for a unit that cannot be held or booked: `{ message, code, heldBy, heldUntil }`. */
export const unitTaken = (message: string, holder: Holder, code = 'UNIT_NOT_AVAILABLE') =>
  new AppError(409, code, message, undefined, undefined, holder);
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
