import http from 'node:http';
import https from 'node:https';
import { loadCoreTls, type CoreTlsFiles } from './core-tls';

/** The one way the payment outbox talks to the bank's core (D32): hands payments over and reads their status. */
export type CoreConnection = {
  /** XS2A_CORE_PAYMENTS_URL, as configured. */
  url: string;
  /** One request to the URL, or to the URL followed by `/{path}` (one segment); rejects when there is no answer in time. */
  request: (input: CoreRequest) => Promise<CoreAnswer>;
};

export type CoreRequest = {
  method: 'GET' | 'POST';
  path?: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
};
export type CoreAnswer = { status: number; body: string };

/** How long the core has to answer one request. */
export const coreTimeoutMilliseconds = 10_000;
/** More than a status answer ever needs; a longer answer is cut off as an error rather than read into memory. */
const maxAnswerBytes = 64 * 1024;

/**
 * D32: the connection to the core: mutual TLS over https with the configured files, loaded again when they change,
 * or plain http to a loopback address only.
 */
export function connectToCore(input: { url: string } & CoreTlsFiles): CoreConnection {
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
    request: async (request) => {
      const url = new URL(
        request.path === undefined ? input.url : `${input.url.replace(/\/$/, '')}/${encodeURIComponent(request.path)}`,
      );
      return send(url, request, isHttps ? httpsAgent() : httpAgent);
    },
  };
}

function send(url: URL, request: CoreRequest, agent: http.Agent): Promise<CoreAnswer> {
  const timeout = AbortSignal.timeout(coreTimeoutMilliseconds);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const headers =
    request.body === undefined
      ? request.headers
      : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve, reject) => {
    const fail = (error: Error) =>
      reject(timeout.aborted ? new Error(`no answer within ${coreTimeoutMilliseconds / 1000} s`) : error);
    const outgoing = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: request.method, headers, agent, signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes)
            incoming.destroy(new Error(`the core's answer is longer than ${maxAnswerBytes} bytes`));
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
