import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/schemas/common';
import { AppError } from '../lib/app-error';
import { loggableError } from '../lib/loggable-error';
import { NUL_MESSAGE } from '../lib/nul-character';
import { pgErrorCode } from '../lib/pg-error';
import { validationMessage } from '../lib/validation-message';

type ErrorBody = ApiError;

/** PostgreSQL error codes that mean the input was wrong, not that we broke. */
const pgErrors: Record<string, [number, string, string]> = {
  '23505': [409, 'DUPLICATE', 'A record with these details already exists.'],
  '23503': [409, 'IN_USE', 'This record is linked to other records, so it cannot be changed this way.'],
  '23001': [409, 'IN_USE', 'This record is linked to other records, so it cannot be changed this way.'],
  '23514': [400, 'BAD_REQUEST', 'One of the values is not allowed.'],
  '22P02': [400, 'BAD_REQUEST', 'One of the values has the wrong format.'],
  '22003': [400, 'BAD_REQUEST', 'A number is too large.'],
  '22001': [400, 'BAD_REQUEST', 'A value is too long.'],
  '22007': [400, 'BAD_REQUEST', 'A date is not valid.'],
  '22008': [400, 'BAD_REQUEST', 'A date is out of range.'],
  // A NUL character; plugins/refuse-nul.ts refuses it first, this is the net under it.
  '22021': [400, 'NUL_CHARACTER', NUL_MESSAGE],
};

function fieldPath(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.');
}

function toBody(error: FastifyError | Error): [number, ErrorBody] {
  if (error instanceof AppError) {
    return [
      error.statusCode,
      {
        message: error.message,
        code: error.code,
        ...(error.fields && { fields: error.fields }),
        ...(error.duplicateOf && { duplicateOf: error.duplicateOf }),
        ...(error.holder && { heldBy: error.holder.heldBy, heldUntil: error.holder.heldUntil }),
      },
    ];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const params = (issue.params ?? {}) as Record<string, unknown>;
      const zodPath = (params as { issue?: { path?: PropertyKey[] } }).issue?.path;
      const key = fieldPath(issue.instancePath) || zodPath?.map(String).join('.') || '_';
      const path = key === '_' ? [] : key.split('.');
      fields[key] ??= validationMessage({ code: issue.keyword, message: issue.message ?? '', path, params });
    }
    // The first field's sentence reads on its own; where it came from (params, query) is for developers.
    const message = Object.values(fields)[0] ?? 'The request is not valid.';
    return [400, { message, code: 'VALIDATION_FAILED', fields }];
  }
  const sqlState = pgErrorCode(error);
  if (sqlState && pgErrors[sqlState]) {
    const [status, errorCode, message] = pgErrors[sqlState];
    return [status, { message, code: errorCode }];
  }
  const code = (error as { code?: string }).code;
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429) {
    return [429, { message: error.message || 'Too many requests. Wait a minute and try again.', code: 'RATE_LIMITED' }];
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
    return [413, { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' }];
  }
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || statusCode === 415) {
    return [415, { message: 'This kind of request body is not accepted here.', code: 'UNSUPPORTED_MEDIA_TYPE' }];
  }
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return [400, { message: 'The request body is empty.', code: 'BAD_REQUEST' }];
  }
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const message =
      code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : error.message;
    return [statusCode, { message, code: 'BAD_REQUEST' }];
  }
  return [500, { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }];
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const [status, body] = toBody(error);
      if (status >= 500 || isResponseSerializationError(error)) {
        request.log.error({ err: loggableError(error) }, 'request failed');
      }
      return reply.status(status).send(body);
    });
  },
  { name: 'error-handler' },
);
