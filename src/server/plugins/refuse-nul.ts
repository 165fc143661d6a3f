import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findNul, nulError } from '../lib/nul-character';

/**
 * PostgreSQL refuses the NUL character in text, so a NUL anywhere in a body, query or path would
 * become a 500 (or, in a streamed answer, a cut-off file). One hook for every route refuses it as
 * a 400 before validation; multipart text fields are checked where they are read (receive-upload).
 */
export const refuseNulPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) throw nulError(path);
      }
    });
  },
  { name: 'refuse-nul' },
);
