import type { ApiError } from '../../domain/schemas/common';

type DuplicateOf = NonNullable<ApiError['duplicateOf']>;

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
export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);
