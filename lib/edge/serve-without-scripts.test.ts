import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { serveWithoutScripts } from './serve-without-scripts';

let server: http.Server | undefined;

afterEach(() => server?.close());

const page = '<html><head><script src="/_next/a.js" async=""></script></head><body><h1>Hei</h1>';
const payload = '<script>self.__next_f.push([1,"x"])</script></body></html>';

/** What Next.js's compression does around the response, installed after us: it writes the head before any body. */
function wrapLikeCompression(response: http.ServerResponse) {
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
  const implicitHeader = () => {
    if (!response.headersSent) (response as unknown as { _implicitHeader: () => void })._implicitHeader();
  };
  response.write = ((...args: unknown[]) => (implicitHeader(), write(...args))) as typeof response.write;
  response.end = ((...args: unknown[]) => (implicitHeader(), end(...args))) as typeof response.end;
}

/** A server that answers as Next.js streams a page: head flushed, then the body in pieces, Vary of its own. */
async function answerOf(input: { contentType: string; method?: string; acceptEncoding?: string }) {
  server = http.createServer((request, response) => {
    serveWithoutScripts(request, response);
    wrapLikeCompression(response);
    response.statusCode = 200;
    response.setHeader('Content-Type', input.contentType);
    response.setHeader('Vary', 'RSC');
    response.flushHeaders();
    response.write(page);
    response.end(Buffer.from(payload));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        path: '/sca/consent',
        method: input.method ?? 'GET',
        headers: input.acceptEncoding ? { 'Accept-Encoding': input.acceptEncoding } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('serveWithoutScripts (D17)', () => {
  it('sends an HTML page without its scripts, with its length', async () => {
    const { headers, body } = await answerOf({ contentType: 'text/html; charset=utf-8' });
    expect(body.toString()).toBe('<html><head></head><body><h1>Hei</h1></body></html>');
    expect(headers).toMatchObject({ 'content-length': String(body.byteLength), vary: 'RSC, Accept-Encoding' });
    expect(headers['transfer-encoding']).toBeUndefined();
  });

  it('gzips it when the browser accepts gzip', async () => {
    const { headers, body } = await answerOf({ contentType: 'text/html', acceptEncoding: 'br, gzip' });
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe('<html><head></head><body><h1>Hei</h1></body></html>');
  });

  it.each(['gzip;q=0', 'br, gzip; q=0.000', 'identity', '*;q=0'])(
    'sends it as it is when Accept-Encoding is %s',
    async (acceptEncoding) => {
      const { headers, body } = await answerOf({ contentType: 'text/html', acceptEncoding });
      expect(headers['content-encoding']).toBeUndefined();
      expect(body.toString()).toBe('<html><head></head><body><h1>Hei</h1></body></html>');
    },
  );

  it.each(['gzip;q=0.5', 'deflate, *'])('gzips it when Accept-Encoding is %s', async (acceptEncoding) => {
    const { headers } = await answerOf({ contentType: 'text/html', acceptEncoding });
    expect(headers['content-encoding']).toBe('gzip');
  });

  it.each(['text/x-component', 'application/json'])('passes a %s answer unchanged', async (contentType) => {
    const { body } = await answerOf({ contentType });
    expect(body.toString()).toBe(page + payload);
  });

  it('passes a HEAD answer unchanged', async () => {
    const { headers, body } = await answerOf({ contentType: 'text/html', method: 'HEAD' });
    expect([headers['content-length'], body.byteLength]).toEqual([undefined, 0]);
  });
});
