import type { FastifyRequest } from 'fastify';

/**
 * Paths whose query strings carry a secret: Meta's verification handshake sends our verify
 * token as `hub.verify_token` in the query, and a request log line must never hold a secret.
 */
const SECRET_QUERY_PATHS = ['/api/inbound/'];

/** The URL as a log line may show it: the query of a secret-bearing path is cut off. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const path = url.slice(0, queryAt);
  return SECRET_QUERY_PATHS.some((prefix) => path.startsWith(prefix)) ? `${path}?…` : url;
}

/** Fastify's own request serializer, with the URL made loggable. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
