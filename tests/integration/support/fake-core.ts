import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

// D32: a stand-in for the bank's core. It records every handoff (POST) and, like the real one must, answers one
// Idempotency-Key as often as it comes; GET {url}/{key} answers the status set for the key, 404 otherwise.

export type CoreHandoff = { key: string; paymentId: string; clientName: string | null };

export type FakeCore = {
  url: string;
  handoffs: CoreHandoff[];
  /** What a handoff is answered with, and after how long. */
  answer: { status: number; delayMs: number };
  /** The status the core reports for an Idempotency-Key. */
  statuses: Map<string, string>;
  /** While set, the status a key reports from its handoff on: a core that executes at once. */
  statusAtHandoff: string | null;
  /** While set, every status read waits for it before answering. */
  statusReadsWaitFor: Promise<void> | null;
  /** Status reads received so far. */
  statusReads: number;
  close: () => Promise<void>;
};

/** Over https when `tls` is given: the core's certificate, and the CA whose client certificates it requires. */
export async function startFakeCore(tls?: { certPem: string; keyPem: string; clientCaPem: string }): Promise<FakeCore> {
  const core: Omit<FakeCore, 'url' | 'close'> = {
    handoffs: [],
    answer: { status: 202, delayMs: 0 },
    statuses: new Map(),
    statusAtHandoff: null,
    statusReadsWaitFor: null,
    statusReads: 0,
  };
  const listener = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET') {
        core.statusReads += 1;
        void (core.statusReadsWaitFor ?? Promise.resolve()).then(() => {
          const status = core.statuses.get(decodeURIComponent((request.url ?? '').split('/').pop() ?? ''));
          response.statusCode = status ? 200 : 404;
          response.end(status ? JSON.stringify({ transactionStatus: status }) : '');
        });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { paymentId: string };
      const clientName = tls ? ((request.socket as TLSSocket).getPeerCertificate().subject?.CN ?? null) : null;
      const key = String(request.headers['idempotency-key']);
      core.handoffs.push({ key, paymentId: body.paymentId, clientName });
      if (core.statusAtHandoff) core.statuses.set(key, core.statusAtHandoff);
      response.statusCode = core.answer.status;
      setTimeout(() => response.end(), core.answer.delayMs);
    });
  };
  const server = tls
    ? https.createServer(
        { cert: tls.certPem, key: tls.keyPem, ca: tls.clientCaPem, requestCert: true, rejectUnauthorized: true },
        listener,
      )
    : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}/payments`;
  return Object.assign(core, {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
