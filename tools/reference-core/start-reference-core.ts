import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type {
  CoreAccount,
  CoreAccountKey,
  CoreBalance,
  CoreCardAccount,
  CoreTransaction,
} from '@/lib/core-connector/core-accounts';
import { answerContractRead } from './answer-contract-read';
import { bookCoreTransaction } from './book-core-transaction';
import { CoreRefusal } from './core-refusal';
import { findHolding } from './find-holding';
import { loadReferenceCoreData, type ReferenceCoreSource } from './reference-core-data';
import { referenceCoreFaultsSchema, takeFailure, type ReferenceCoreFaults } from './reference-core-faults';
import { setCoreAccount } from './set-core-account';
import { setCoreBalance } from './set-core-balance';

export type ReferenceCoreOptions = ReferenceCoreSource & {
  /** Serve https and require a client certificate issued by `clientCaPem`. */
  tls?: { certPem: string; keyPem: string; clientCaPem: string };
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** A path the contract is served under, e.g. `/xs2a`; part of `url`. */
  basePath?: string;
};

/** A call of the contract as it arrived (the `/_reference/` controls are not logged). */
export type ReferenceCoreRequest = { method: string; path: string; requestId?: string; accept?: string };

export type ReferenceCore = {
  /** What XS2A_CORE_ACCOUNTS_URL is set to: `http(s)://127.0.0.1:<port><basePath>`. */
  url: string;
  /** Books an entry on an account (see bookCoreTransaction); throws CoreRefusal for a refused row or unknown account. */
  addTransaction: (key: CoreAccountKey, row: CoreTransaction | Record<string, unknown>) => CoreTransaction;
  /** Adds or changes an account or card account (an export row with its owner); throws CoreRefusal when refused. */
  setAccount: (row: Record<string, unknown>) => CoreAccount | CoreCardAccount;
  /** Sets one balance of an account; throws CoreRefusal for a refused row or unknown account. */
  setBalance: (key: CoreAccountKey, row: CoreBalance | Record<string, unknown>) => CoreBalance;
  /** Replaces the faults in force; `{}` makes the core behave. */
  setFaults: (faults: ReferenceCoreFaults) => void;
  /** The contract calls received: how many in all, the latest 1000, and a way to start counting afresh. */
  requests: { readonly count: number; readonly log: readonly ReferenceCoreRequest[]; clear: () => void };
  close: () => Promise<void>;
};

const maxLoggedRequests = 1000;
const maxControlBodyBytes = 64 * 1024;

/**
 * D34: a reference implementation of the bank's core for account information (docs/core-connector.md), serving a
 * bank-data export over http, or https with client-certificate auth, with faults switchable in process or through
 * `POST <url>/_reference/faults`; `POST <url>/_reference/accounts`, `/transactions` and `/balances` change its data.
 */
export async function startReferenceCore(options: ReferenceCoreOptions): Promise<ReferenceCore> {
  const data = loadReferenceCoreData(options);
  const basePath = (options.basePath ?? '').replace(/\/$/, '');
  let faults: ReferenceCoreFaults = {};
  let log: ReferenceCoreRequest[] = [];
  let count = 0;
  const timers = new Set<NodeJS.Timeout>();

  const holdingOrThrow = (key: CoreAccountKey) => {
    const holding = findHolding(data, key);
    if (!holding) throw new CoreRefusal(404, 'UNKNOWN_ACCOUNT', 'No such account');
    return holding;
  };
  const core = {
    addTransaction: (key: CoreAccountKey, row: unknown) => bookCoreTransaction(holdingOrThrow(key), key, row),
    setAccount: (row: unknown) => setCoreAccount(data, row),
    setBalance: (key: CoreAccountKey, row: unknown) => setCoreBalance(holdingOrThrow(key), key, row),
    setFaults: (next: ReferenceCoreFaults) => {
      faults = referenceCoreFaultsSchema.parse(next);
    },
  };

  const answerContract = (request: http.IncomingMessage, response: http.ServerResponse, url: URL, path: string) => {
    count += 1;
    log.push({
      method: request.method ?? '',
      path: `${path}${url.search}`,
      requestId: request.headers['x-request-id'] as string | undefined,
      accept: request.headers.accept,
    });
    if (log.length > maxLoggedRequests) log = log.slice(-maxLoggedRequests);
    const failure = takeFailure(faults);
    const answer = () => {
      if (failure?.kind === 'drop') {
        request.socket.destroy();
        return;
      }
      // A hung call is left open until the fault's client gives up or the core closes.
      if (failure?.kind === 'hang') return;
      if (failure?.kind === 'status')
        return sendJson(response, failure.status, { code: 'CORE_FAULT', message: 'A fault switched on' });
      if (failure?.kind === 'malformed')
        return sendText(response, 200, failure.isJson ? '{"unexpected":[1,2,3]}' : '{"transactions":[{"entryRefer');
      if (request.method !== 'GET')
        return sendJson(response, 405, { code: 'INVALID_REQUEST', message: 'The contract has reads only' });
      respond(response, () => ({ status: 200, body: answerContractRead(data, segmentsOf(path), url.searchParams) }));
    };
    if (!faults.latencyMs) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, faults.latencyMs);
    timers.add(timer);
  };

  const answerControl = async (request: http.IncomingMessage, response: http.ServerResponse, control: string) => {
    if (control === 'requests' && request.method === 'GET') return sendJson(response, 200, { count, log });
    if (request.method !== 'POST' || !['faults', 'accounts', 'transactions', 'balances'].includes(control))
      return sendJson(response, 404, { code: 'INVALID_REQUEST', message: 'No such control' });
    const body = await readJson(request);
    respond(response, () => {
      if (control === 'faults') {
        const parsed = referenceCoreFaultsSchema.safeParse(body);
        if (!parsed.success) throw new CoreRefusal(400, 'INVALID_REQUEST', parsed.error.message);
        faults = parsed.data;
        return { status: 200, body: { faults } };
      }
      if (control === 'accounts') return { status: 200, body: { account: core.setAccount(body) } };
      const fields: Record<string, unknown> = typeof body === 'object' && body !== null ? { ...body } : {};
      const { iban, cardAccountNumber, ...row } = fields;
      if ((typeof iban === 'string') === (typeof cardAccountNumber === 'string'))
        throw new CoreRefusal(400, 'INVALID_REQUEST', 'Give exactly one of iban and cardAccountNumber');
      const key: CoreAccountKey =
        typeof iban === 'string' ? { iban } : { cardAccountNumber: String(cardAccountNumber) };
      return control === 'transactions'
        ? { status: 201, body: { transaction: core.addTransaction(key, row) } }
        : { status: 200, body: { balance: core.setBalance(key, row) } };
    });
  };

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://reference-core');
    if (!url.pathname.startsWith(`${basePath}/`))
      return sendJson(response, 400, { code: 'INVALID_REQUEST', message: 'Outside the contract' });
    const path = url.pathname.slice(basePath.length);
    const control = /^\/_reference\/([a-z]+)$/.exec(path)?.[1];
    if (control) return void answerControl(request, response, control).catch(() => response.destroy());
    answerContract(request, response, url, path);
  };

  const server = options.tls
    ? https.createServer(
        {
          cert: options.tls.certPem,
          key: options.tls.keyPem,
          ca: options.tls.clientCaPem,
          requestCert: true,
          rejectUnauthorized: true,
          minVersion: 'TLSv1.2',
        },
        handle,
      )
    : http.createServer(handle);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host === '0.0.0.0' ? '127.0.0.1' : host;

  return {
    url: `${options.tls ? 'https' : 'http'}://${urlHost}:${port}${basePath}`,
    ...core,
    requests: {
      get count() {
        return count;
      },
      get log() {
        return log;
      },
      clear: () => {
        count = 0;
        log = [];
      },
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The path's segments, percent-decoded; an empty segment or one that does not decode is refused. */
function segmentsOf(path: string): string[] {
  let segments: string[];
  try {
    segments = path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    throw new CoreRefusal(400, 'INVALID_REQUEST', 'A path segment is not percent-encoded UTF-8');
  }
  if (segments.includes('')) throw new CoreRefusal(400, 'INVALID_REQUEST', 'An empty path segment');
  return segments;
}

function respond(response: http.ServerResponse, compute: () => { status: number; body: unknown }): void {
  try {
    const { status, body } = compute();
    sendJson(response, status, body);
  } catch (error) {
    if (error instanceof CoreRefusal) sendJson(response, error.status, { code: error.code, message: error.message });
    else sendJson(response, 500, { code: 'CORE_FAULT', message: 'The reference core failed' });
  }
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  sendText(response, status, JSON.stringify(body));
}

function sendText(response: http.ServerResponse, status: number, text: string): void {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxControlBodyBytes) throw new Error('The control body is too long');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
