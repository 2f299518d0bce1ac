import http from 'node:http';
import https from 'node:https';
import { loadCoreTls, type CoreTlsFiles } from '@/lib/payments/outbox/core-tls';

/** One connection to one endpoint of the bank's core (D32, D34): the payment outbox's and the account reader's. */
export type CoreHttpConnection = {
  /** The endpoint's URL, as configured. */
  url: string;
  /** One request to the URL followed by `/{segment}` for each segment (percent-encoded) and the query, if any. */
  request: (input: CoreHttpRequest) => Promise<CoreAnswer>;
};

export type CoreHttpRequest = {
  method: 'GET' | 'POST';
  segments?: string[];
  /** Parameters left undefined are not sent. */
  query?: Record<string, string | undefined>;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** How long the core has to answer, the whole answer read; then the request is aborted. */
  timeoutMilliseconds: number;
  /** A longer answer is cut off as an error rather than read into memory. */
  maxAnswerBytes: number;
};
export type CoreAnswer = { status: number; body: string };

/**
 * D32: mutual TLS over https with the configured files, loaded again when they change, or plain http to a loopback
 * address only. Rejects when there is no whole answer in time, the connection drops or the TLS files cannot be used.
 */
export function openCoreConnection(input: { url: string } & CoreTlsFiles): CoreHttpConnection {
  const isHttps = new URL(input.url).protocol === 'https:';
  let current: { version: string; agent: https.Agent } | null = null;
  const httpsAgent = (): https.Agent => {
    const loaded = loadCoreTls(input);
    if (!loaded.ok) throw new Error(loaded.reason);
    // Sockets of an agent left behind close once idle for its timeout; its requests in flight finish on them.
    if (current?.version !== loaded.version)
      current = {
        version: loaded.version,
        agent: new https.Agent({ ...loaded.material, minVersion: 'TLSv1.2', keepAlive: true, timeout: 30_000 }),
      };
    return current.agent;
  };
  const httpAgent = new http.Agent({ keepAlive: true, timeout: 30_000 });
  return {
    url: input.url,
    request: async (request) => send(requestUrl(input.url, request), request, isHttps ? httpsAgent() : httpAgent),
  };
}

function requestUrl(base: string, request: CoreHttpRequest): URL {
  const segments = request.segments ?? [];
  const url = new URL(
    segments.length === 0
      ? base
      : `${base.replace(/\/$/, '')}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`,
  );
  for (const [name, value] of Object.entries(request.query ?? {}))
    if (value !== undefined) url.searchParams.append(name, value);
  return url;
}

function send(url: URL, request: CoreHttpRequest, agent: http.Agent): Promise<CoreAnswer> {
  const timeout = AbortSignal.timeout(request.timeoutMilliseconds);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const headers =
    request.body === undefined
      ? request.headers
      : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(timeout.aborted ? new Error(`no answer within ${request.timeoutMilliseconds / 1000} s`) : error);
    const outgoing = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: request.method, headers, agent, signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > request.maxAnswerBytes)
            incoming.destroy(new Error(`the core's answer is longer than ${request.maxAnswerBytes} bytes`));
          else chunks.push(chunk);
        });
        incoming.on('error', fail);
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}
