import http from 'node:http';
import { randomInt } from 'node:crypto';
import { inject } from 'vitest';

// D19 counts PSU sign-ins per client network address, as the launcher saw the socket. Every 127.x.y.z address is this
// machine, so a test can be a client of its own by connecting from one, without sharing 127.0.0.1 with other tests.

export type AddressedResponse = { status: number; headers: http.IncomingHttpHeaders; html: string };

export type BrowserAtAddress = {
  address: string;
  get: (path: string, headers?: Record<string, string>) => Promise<AddressedResponse>;
  /** Posts a form as the PSU pages do (Sec-Fetch-Site same-origin), with the last CSRF token seen on a page. */
  post: (path: string, fields: Record<string, string>, headers?: Record<string, string>) => Promise<AddressedResponse>;
  /** Posts JSON as a page's own fetch call does, with the browser's cookies. */
  postJson: (path: string, body: unknown, headers?: Record<string, string>) => Promise<AddressedResponse>;
};

/** A loopback address no other test uses (127.0.0.1 is everyone's). */
export function newLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** A PSU's browser that connects from `address`: keeps cookies and the CSRF token, follows no redirects. */
export function browserAt(address: string = newLoopbackAddress()): BrowserAtAddress {
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;

  function send(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<AddressedResponse> {
    const url = new URL(path, inject('baseUrl'));
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const formHeaders =
      body === undefined
        ? {}
        : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) };
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method,
          localAddress: address,
          agent: false,
          headers: { cookie, 'sec-fetch-site': 'same-origin', ...formHeaders, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            for (const header of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = header.split(';');
              const [name = '', ...value] = pair.split('=');
              if (/Max-Age=0/i.test(header)) cookies.delete(name);
              else cookies.set(name, value.join('='));
            }
            const html = Buffer.concat(chunks).toString('utf8');
            csrfToken = /name="csrfToken" value="([^"]+)"/.exec(html)?.[1] ?? csrfToken;
            resolve({ status: response.statusCode ?? 0, headers: response.headers, html });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  return {
    address,
    get: (path, headers) => send('GET', path, undefined, headers),
    post: (path, fields, headers) =>
      send('POST', path, new URLSearchParams({ ...(csrfToken ? { csrfToken } : {}), ...fields }).toString(), headers),
    postJson: (path, body, headers) =>
      send('POST', path, JSON.stringify(body), { 'content-type': 'application/json', ...headers }),
  };
}
