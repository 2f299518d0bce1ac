import type { IncomingMessage } from 'node:http';

/** A request header as one string (Node keeps a few repeated headers as arrays). */
export function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
