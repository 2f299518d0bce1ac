import type { CoreTlsFiles } from './core-tls';
import { openCoreConnection, type CoreAnswer } from '@/lib/core-connection/open-core-connection';

export type { CoreAnswer };

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

/** How long the core has to answer one request. */
export const coreTimeoutMilliseconds = 10_000;
/** More than a status answer ever needs; a longer answer is cut off as an error rather than read into memory. */
const maxAnswerBytes = 64 * 1024;

/** D32: the outbox's connection to XS2A_CORE_PAYMENTS_URL (lib/core-connection: mutual TLS, or http to loopback). */
export function connectToCore(input: { url: string } & CoreTlsFiles): CoreConnection {
  const connection = openCoreConnection(input);
  return {
    url: input.url,
    request: ({ path, ...request }) =>
      connection.request({
        ...request,
        segments: path === undefined ? [] : [path],
        timeoutMilliseconds: coreTimeoutMilliseconds,
        maxAnswerBytes,
      }),
  };
}
