import type { ServerResponse } from 'node:http';

/** Writes a fetch Response to Node's ServerResponse (Node leaves the body out itself when the request was HEAD). */
export async function sendResponse(response: Response, target: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, { ...Object.fromEntries(response.headers), 'content-length': String(body.byteLength) });
  target.end(body);
}
