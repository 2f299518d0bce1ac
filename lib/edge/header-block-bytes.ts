import type { IncomingMessage } from 'node:http';

/** The size of the request line and header block as sent (`Name: value` and CRLF per header), as Node's parser counts it. */
export function headerBlockBytes(request: IncomingMessage): number {
  let bytes = `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n`.length;
  for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
    bytes += (request.rawHeaders[index]?.length ?? 0) + (request.rawHeaders[index + 1]?.length ?? 0) + 4;
  }
  return bytes;
}
