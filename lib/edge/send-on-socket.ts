import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Writes a fetch Response as raw HTTP/1.1 onto a socket Node's HTTP server no longer serves (a parser error, CONNECT),
 * then closes the connection: after a parser error the rest of the stream cannot be trusted. `headers` are the ones the
 * server puts on every answer (D33: HSTS), which these answers do not get from a ServerResponse.
 */
export async function sendOnSocket(
  response: Response,
  socket: Duplex,
  input: { isHead: boolean; headers?: Record<string, string> },
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  if (!response.headers.has('date')) lines.push(`date: ${new Date().toUTCString()}`);
  for (const [name, value] of response.headers) lines.push(`${name}: ${value}`);
  for (const [name, value] of Object.entries(input.headers ?? {})) lines.push(`${name}: ${value}`);
  lines.push(`content-length: ${body.byteLength}`, 'connection: close', '', '');
  const head = Buffer.from(lines.join('\r\n'), 'latin1');
  socket.end(input.isHead ? head : Buffer.concat([head, body]));
}
