import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { withoutScripts } from '@/lib/edge/without-scripts';

type Callback = (error?: Error | null) => void;

/** A written chunk as bytes, and the callback that came with it. */
function chunkOf(args: unknown[]): { bytes: Buffer | null; callback?: Callback } {
  const [chunk, encoding] = args;
  const callback = args.find((arg): arg is Callback => typeof arg === 'function');
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return { bytes: null, callback };
  if (typeof chunk === 'string')
    return {
      bytes: Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      callback,
    };
  return { bytes: Buffer.from(chunk as Uint8Array), callback };
}

/** Applies what a deferred writeHead(status, [message], [headers]) said to the response's own head. */
function applyHead(response: ServerResponse, args: unknown[]): void {
  response.statusCode = Number(args[0]);
  const [second, third] = args.slice(1);
  if (typeof second === 'string') response.statusMessage = second;
  const headers = typeof second === 'object' && second !== null ? second : third;
  if (Array.isArray(headers))
    for (let index = 0; index + 1 < headers.length; index += 2)
      response.setHeader(String(headers[index]), headers[index + 1] as string);
  else if (typeof headers === 'object' && headers !== null)
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
}

/** Whether Accept-Encoding takes gzip: named (or `*` when it is not named) with a weight above zero. */
function acceptsGzipOf(header: string | string[] | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => /^q\s*=/.test(parameter))?.replace(/^q\s*=\s*/, '');
    if (name) weights.set(name, weight === undefined ? 1 : Number(weight) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * D17: a PSU page reaches the browser without scripts. Installed before Next.js gets the response, this holds an HTML
 * answer (its head too) until it is complete and sends it without its scripts, gzipped when the browser takes it.
 */
export function serveWithoutScripts(request: IncomingMessage, response: ServerResponse): void {
  // Next.js must not compress the page itself: the scripts are taken out of the plain HTML.
  const acceptsGzip = acceptsGzipOf(request.headers['accept-encoding']);
  delete request.headers['accept-encoding'];
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  const held: Buffer[] = [];
  let isHtml: boolean | null = null;
  let isReleased = false;
  // A HEAD answer has no body to take scripts out of; one whose head went out already cannot change its length.
  const isHeld = () =>
    !isReleased &&
    (isHtml ??=
      request.method !== 'HEAD' &&
      !response.headersSent &&
      /^text\/html\b/i.test(String(response.getHeader('content-type') ?? '')));

  response.writeHead = ((...args: unknown[]) => {
    if (!isHeld()) return writeHead(...args);
    applyHead(response, args);
    return response;
  }) as typeof response.writeHead;
  response.flushHeaders = () => {
    if (!isHeld()) flushHeaders();
  };
  response.write = ((...args: unknown[]) => {
    if (!isHeld()) return write(...args);
    const { bytes, callback } = chunkOf(args);
    if (bytes) held.push(bytes);
    callback?.();
    return true;
  }) as typeof response.write;
  response.end = ((...args: unknown[]) => {
    if (!isHeld()) return end(...args);
    const { bytes, callback } = chunkOf(args);
    if (bytes) held.push(bytes);
    isReleased = true;
    const html = Buffer.from(withoutScripts(Buffer.concat(held).toString('utf8')));
    const isGzipped = acceptsGzip && html.byteLength > 0;
    const body = isGzipped ? gzipSync(html) : html;
    const vary = String(response.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary))
      response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (isGzipped) response.setHeader('Content-Encoding', 'gzip');
    response.removeHeader('Transfer-Encoding');
    response.setHeader('Content-Length', String(body.byteLength));
    return end(body, callback);
  }) as typeof response.end;
}
