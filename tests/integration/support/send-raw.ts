import { sign } from 'node:crypto';
import net from 'node:net';
import { inject } from 'vitest';
import { formatKeyId } from '@/tools/tpp-kit/format-key-id';
import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';

export type RawAnswer = { status: number; headers: Headers; text: string; body: unknown };

/**
 * Sends bytes exactly as given over a plain socket (fetch and http.request would normalise or refuse the target) and
 * parses the HTTP/1.1 answer. The request should carry `Connection: close`; the answer is read to the end.
 */
export async function sendRawBytes(bytes: Buffer | Buffer[]): Promise<RawAnswer> {
  const { hostname, port } = new URL(inject('baseUrl'));
  const received = await new Promise<Buffer>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer within 20 s')));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', (error) => (chunks.length > 0 ? resolve(Buffer.concat(chunks)) : reject(error)));
    for (const part of Array.isArray(bytes) ? bytes : [bytes]) socket.write(part);
  });
  return parseAnswer(received);
}

/** One request: the request line as given (Latin-1), the headers in order, `Connection: close`, and an optional body. */
export function sendRaw(input: {
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}): Promise<RawAnswer> {
  const body = typeof input.body === 'string' ? Buffer.from(input.body) : input.body;
  const headers = {
    Host: 'localhost',
    ...input.headers,
    ...(body && !hasHeader(input.headers, 'transfer-encoding') ? { 'Content-Length': String(body.byteLength) } : {}),
    Connection: 'close',
  };
  const head = `${input.method} ${input.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return sendRawBytes(body ? [Buffer.from(head, 'latin1'), Buffer.from(body)] : Buffer.from(head, 'latin1'));
}

/**
 * Signs like a TPP (D5) with `(request-target)` over the target exactly as given, which the kit cannot do for every
 * target: it reads the target through URL, which drops an empty `?`.
 */
export function signExactTarget(input: {
  method: string;
  target: string;
  certificate: SigningCertificate;
  headers?: Record<string, string>;
}): Record<string, string> {
  const signed = signRequest({
    method: input.method,
    url: '/',
    certificate: input.certificate,
    headers: input.headers,
    options: { requestTarget: 'none' },
  });
  const names = ['date', 'x-request-id'];
  const headerValue = (name: string) =>
    Object.entries(signed.headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  const signingString = [
    `(request-target): ${input.method.toLowerCase()} ${input.target}`,
    ...names.map((name) => `${name}: ${headerValue(name)}`),
  ].join('\n');
  const signature = sign('sha256', Buffer.from(signingString), input.certificate.privateKeyPem).toString('base64');
  const keyId = formatKeyId(input.certificate, { serialFormat: 'upper', issuerFormat: 'rfc2253' });
  return {
    ...signed.headers,
    Signature: `keyId="${keyId}",algorithm="rsa-sha256",headers="(request-target) ${names.join(' ')}",signature="${signature}"`,
  };
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name);
}

function parseAnswer(received: Buffer): RawAnswer {
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd === -1)
    throw new Error(`Not an HTTP answer: ${JSON.stringify(received.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  let bodyBytes = received.subarray(headEnd + 4);
  if (headers.get('transfer-encoding') === 'chunked') bodyBytes = dechunk(bodyBytes);
  const text = bodyBytes.toString('utf8');
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, text, body };
}

function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    const size = parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
