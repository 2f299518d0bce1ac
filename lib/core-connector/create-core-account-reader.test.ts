import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openCoreConnection } from '@/lib/core-connection/open-core-connection';
import { xs2aMetrics } from '@/lib/observability/metrics';
import { CoreUnavailableError } from './core-accounts';
import { createCoreAccountReader, type CreateCoreAccountReaderInput } from './create-core-account-reader';

// D34: the reader against a tiny local core whose answer each test sets: latency (a held answer), error statuses, a
// hang, malformed bodies and a dropped connection.
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
type Seen = { url: string; accept?: string; requestId?: string };

let handler: Handler;
let seen: Seen[] = [];
const closedUnanswered: string[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({
      url: request.url ?? '',
      accept: request.headers.accept,
      requestId: request.headers['x-request-id'] as string | undefined,
    });
    response.on('close', () => {
      if (!response.writableEnded) closedUnanswered.push(request.url ?? '');
    });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/xs2a`;
});

afterEach(() => {
  vi.useRealTimers();
  seen = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const iban = 'NO9386011117947';
const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
/** Answers in turn, the last one for every request after. */
const inTurn = (...handlers: Handler[]): Handler => {
  let next = 0;
  return (request, response) => handlers[Math.min(next++, handlers.length - 1)]?.(request, response);
};
const drop: Handler = (request) => request.socket.destroy();
const balances = { balances: [{ balanceType: 'closingBooked', amount: '1250.50', referenceDate: '2026-11-27' }] };
const booked = { entryReference: 'E-1', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-125.50' };
const pending = { entryReference: 'E-2', bookingStatus: 'pending', transactionDate: '2026-11-28', amount: '-9.90' };

function reader(limits: Partial<CreateCoreAccountReaderInput> = {}) {
  return createCoreAccountReader({
    connection: openCoreConnection({ url }),
    timeoutMilliseconds: 10_000,
    concurrency: 4,
    ...limits,
  });
}

async function refusal(read: Promise<unknown>): Promise<CoreUnavailableError> {
  const error = await read.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CoreUnavailableError);
  return error as CoreUnavailableError;
}

describe('createCoreAccountReader: the contract (D34)', () => {
  it("reads an account's balances with Accept and the TPP request's X-Request-ID, and a card account's by its number", async () => {
    handler = json(balances);
    const core = reader();
    expect(await core.balances({ iban }, { requestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721' })).toEqual(
      balances.balances,
    );
    expect(seen[0]).toEqual({
      url: `/xs2a/accounts/${iban}/balances`,
      accept: 'application/json',
      requestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
    });
    handler = json({ balances: [{ balanceType: 'interimBooked', amount: '-300.00' }] });
    expect(await core.balances({ cardAccountNumber: 'CARD/12' })).toEqual([
      { balanceType: 'interimBooked', amount: '-300.00' },
    ]);
    expect(seen[1]?.url).toBe('/xs2a/card-accounts/CARD%2F12/balances');
    expect(seen[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reads a customer's accounts and card accounts; an unknown customer has none", async () => {
    handler = json({
      accounts: [{ iban, currency: 'NOK', name: 'Brukskonto' }],
      cardAccounts: [{ cardAccountNumber: 'C-1', maskedPan: '123456******1234', currency: 'NOK' }],
    });
    const core = reader();
    expect(await core.customerAccounts('13039319955')).toEqual({
      accounts: [{ iban, currency: 'NOK', name: 'Brukskonto', status: 'enabled' }],
      cardAccounts: [{ cardAccountNumber: 'C-1', maskedPan: '123456******1234', currency: 'NOK', status: 'enabled' }],
    });
    expect(seen[0]?.url).toBe('/xs2a/customers/13039319955/accounts');
    handler = json({}, 404);
    expect(await core.customerAccounts('12085592767')).toEqual({ accounts: [], cardAccounts: [] });
  });

  it('asks for a page with the filters, the limit and the cursor, percent-encoded, and hands back `next`', async () => {
    handler = json({ transactions: [pending, booked], next: 'c/2?x' });
    const page = await reader().transactions(
      { iban },
      { bookingStatus: 'both', dateFrom: '2026-11-01', limit: 50, cursor: 'a&b=c' },
    );
    expect(page).toEqual({ transactions: [pending, booked], next: 'c/2?x' });
    expect(seen[0]?.url).toBe(
      `/xs2a/accounts/${iban}/transactions?bookingStatus=both&dateFrom=2026-11-01&limit=50&cursor=a%26b%3Dc`,
    );
  });

  it('takes a cursor as long as the contract allows (1024 characters)', async () => {
    const next = 'c'.repeat(1024);
    handler = json({ transactions: [booked], next });
    expect(await reader().transactions({ iban }, { bookingStatus: 'booked' })).toEqual({
      transactions: [booked],
      next,
    });
  });

  it('reads one transaction by its entry reference', async () => {
    handler = json({ transaction: { ...booked, entryReference: 'E/1' } });
    expect(await reader().transaction({ iban }, 'E/1')).toEqual({ ...booked, entryReference: 'E/1' });
    expect(seen[0]?.url).toBe(`/xs2a/accounts/${iban}/transactions/E%2F1`);
  });

  it('answers null when the core does not know the account or the entry (404), and counts it as no fault', async () => {
    handler = json({ error: 'unknown' }, 404);
    const core = reader({ failuresToOpen: 1 });
    expect(await core.balances({ iban })).toBeNull();
    expect(await core.transactions({ iban }, { bookingStatus: 'booked' })).toBeNull();
    expect(await core.transaction({ cardAccountNumber: 'C-1' }, 'E-1')).toBeNull();
    expect(core.health()).toEqual({ state: 'available', retryAfterSeconds: 0 });
  });

  it.each([
    ['a body that is not JSON', () => 'not json', 'the answer is not JSON'],
    [
      'a row that carries the key its path names',
      () => ({ balances: [{ ...balances.balances[0], iban }] }),
      'balances.0',
    ],
    ['a field the export does not know', () => ({ balances: [{ ...balances.balances[0], note: 'x' }] }), 'balances.0'],
    [
      'an amount that is not a decimal string',
      () => ({ balances: [{ balanceType: 'expected', amount: 12 }] }),
      'balances.0',
    ],
    [
      "a card account's balance type on an account",
      () => ({ balances: [{ balanceType: 'interimBooked', amount: '1.00' }] }),
      'balances.0',
    ],
    [
      'one balance type twice',
      () => ({ balances: [...balances.balances, { balanceType: 'closingBooked', amount: '1.00' }] }),
      'balances',
    ],
    ['a field of the envelope the contract does not have', () => ({ ...balances, total: 1 }), 'the answer'],
    ['no list at all', () => ({}), 'balances'],
  ])('refuses %s as malformed, without quoting it', async (_name, body, where) => {
    handler = (_request, response) => {
      const value = body();
      response.end(typeof value === 'string' ? value : JSON.stringify(value));
    };
    const error = await refusal(reader().balances({ iban }));
    expect(error.reason).toBe('malformed');
    expect(error.message).toContain(where);
    expect(error.message).not.toContain(iban);
  });

  it.each([
    ['a booked entry without a booking date', { transactions: [{ ...booked, bookingDate: undefined }] }, 'booked'],
    ['a pending entry in a page of booked ones', { transactions: [booked, pending] }, 'booked'],
    ['an empty cursor', { transactions: [booked], next: '' }, 'booked'],
    ['one entry reference twice', { transactions: [booked, { ...booked, amount: '-1.00' }] }, 'booked'],
    [
      'a control character in a text',
      { transactions: [{ ...booked, remittanceInformationUnstructured: 'Rent\u0000' }] },
      'booked',
    ],
    ['an emoji in a name', { transactions: [{ ...booked, creditorName: 'Kafé ☕' }] }, 'booked'],
  ])('refuses a page with %s', async (_name, body, bookingStatus) => {
    handler = json(body);
    const error = await refusal(reader().transactions({ iban }, { bookingStatus: bookingStatus as 'booked' }));
    expect(error.reason).toBe('malformed');
  });

  it('refuses a page longer than the limit asked for', async () => {
    handler = json({ transactions: [booked, { ...booked, entryReference: 'E-3' }] });
    const error = await refusal(reader().transactions({ iban }, { bookingStatus: 'booked', limit: 1 }));
    expect(error.reason).toBe('malformed');
  });

  it("refuses a customer's account listed twice", async () => {
    const account = { iban, currency: 'NOK', status: 'enabled' };
    handler = json({ accounts: [account, account], cardAccounts: [] });
    expect((await refusal(reader().customerAccounts('12345678901'))).reason).toBe('malformed');
  });

  it('refuses a transaction other than the one asked for', async () => {
    handler = json({ transaction: booked });
    expect((await refusal(reader().transaction({ iban }, 'E-9'))).reason).toBe('malformed');
  });

  it('checks each of several reads in flight at once against what it asked for', async () => {
    // E-3's answer is E-1's entry; the others answer the entry their path names.
    handler = (request, response) => {
      const asked = request.url?.split('/').at(-1) ?? '';
      json({ transaction: { ...booked, entryReference: asked === 'E-3' ? 'E-1' : asked } })(request, response);
    };
    const core = reader();
    const outcomes = await Promise.allSettled(['E-1', 'E-9', 'E-3'].map((entry) => core.transaction({ iban }, entry)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(outcomes[1]).toEqual({ status: 'fulfilled', value: { ...booked, entryReference: 'E-9' } });
  });
});

describe('createCoreAccountReader: when the core cannot answer (D34)', () => {
  it('retries once after a 502, 503 or 504 and answers what the second try gives', async () => {
    for (const status of [502, 503, 504]) {
      seen = [];
      handler = inTurn(json({}, status), json(balances));
      expect(await reader().balances({ iban })).toEqual(balances.balances);
      expect(seen.length).toBe(2);
    }
  });

  it('tries no more than twice when the core stays unavailable', async () => {
    handler = json({}, 503);
    const error = await refusal(reader().balances({ iban }));
    expect([error.reason, error.message, seen.length]).toEqual([
      'error-status',
      'The core cannot answer (error-status): balances: HTTP 503',
      2,
    ]);
  });

  it.each([500, 400, 401, 429])('never retries a %i', async (status) => {
    handler = json({}, status);
    expect((await refusal(reader().balances({ iban }))).reason).toBe('error-status');
    expect(seen.length).toBe(1);
  });

  it('retries once after a dropped connection', async () => {
    handler = inTurn(drop, json(balances));
    expect(await reader().balances({ iban })).toEqual(balances.balances);
    expect(seen.length).toBe(2);
    handler = drop;
    seen = [];
    expect((await refusal(reader().balances({ iban }))).reason).toBe('connection');
    expect(seen.length).toBe(2);
  });

  it('never retries a malformed answer', async () => {
    handler = json({ balances: 'none' });
    expect((await refusal(reader().balances({ iban }))).reason).toBe('malformed');
    expect(seen.length).toBe(1);
  });

  it('gives up at the timeout and aborts the request to the core', async () => {
    handler = () => undefined;
    const error = await refusal(reader({ timeoutMilliseconds: 200 }).balances({ iban }));
    expect([error.reason, error.retryAfterSeconds]).toEqual(['timeout', 1]);
    await expect.poll(() => closedUnanswered).toContain(`/xs2a/accounts/${iban}/balances`);
  });

  it('counts a timeout as a fault of the core towards opening the circuit', async () => {
    handler = () => undefined;
    const core = reader({ timeoutMilliseconds: 200, failuresToOpen: 1 });
    expect((await refusal(core.balances({ iban }))).reason).toBe('timeout');
    await expect.poll(() => core.health().state).toBe('unavailable');
    expect((await refusal(core.balances({ iban }))).reason).toBe('circuit-open');
  });

  it('keeps the concurrency in flight, lets a few wait and refuses the rest at once as busy', async () => {
    const held: http.ServerResponse[] = [];
    handler = (_request, response) => held.push(response);
    const core = reader({ concurrency: 2 });
    // Two in flight, one waiting (a quarter of two, rounded up), the fourth refused.
    const reads = [1, 2, 3].map(() => core.balances({ iban }));
    const refused = await refusal(core.balances({ iban }));
    expect([refused.reason, refused.retryAfterSeconds]).toEqual(['busy', 1]);
    await expect.poll(() => held.length).toBe(2);
    await expect(xs2aMetrics().coreInFlight.get()).resolves.toMatchObject({ values: [{ value: 2 }] });
    for (const response of held.splice(0)) json(balances)({} as http.IncomingMessage, response);
    await expect.poll(() => held.length).toBe(1);
    json(balances)({} as http.IncomingMessage, held[0] as http.ServerResponse);
    expect(await Promise.all(reads)).toEqual([balances.balances, balances.balances, balances.balances]);
    expect(core.health().state).toBe('available');
  });

  it('opens the circuit after consecutive faults, refuses at once while open, then closes on a good trial read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    handler = json({}, 500);
    const core = reader({ failuresToOpen: 3, openMilliseconds: 5_000 });
    for (let read = 0; read < 3; read += 1)
      expect((await refusal(core.balances({ iban }))).reason).toBe('error-status');
    expect(core.health()).toEqual({ state: 'unavailable', retryAfterSeconds: 5 });
    expect(await xs2aMetrics().coreCircuitState.get()).toMatchObject({ values: [{ value: 2 }] });

    const refused = await refusal(core.transactions({ iban }, { bookingStatus: 'both' }));
    expect([refused.reason, refused.retryAfterSeconds, seen.length]).toEqual(['circuit-open', 5, 3]);
    vi.setSystemTime(Date.now() + 3_200);
    expect((await refusal(core.balances({ iban }))).retryAfterSeconds).toBe(2);
    expect(core.health()).toEqual({ state: 'unavailable', retryAfterSeconds: 2 });

    // After the pause one trial read goes through; it fails, and the circuit opens for another pause.
    vi.setSystemTime(Date.now() + 2_000);
    expect((await refusal(core.balances({ iban }))).reason).toBe('error-status');
    expect([seen.length, core.health()]).toEqual([4, { state: 'unavailable', retryAfterSeconds: 5 }]);

    vi.setSystemTime(Date.now() + 5_000);
    handler = json(balances);
    expect(await core.balances({ iban })).toEqual(balances.balances);
    expect(core.health()).toEqual({ state: 'available', retryAfterSeconds: 0 });
    expect(await xs2aMetrics().coreCircuitState.get()).toMatchObject({ values: [{ value: 0 }] });
  });

  it('counts a refusal for lack of a slot as no fault of the core', async () => {
    const held: http.ServerResponse[] = [];
    handler = (_request, response) => held.push(response);
    const core = reader({ concurrency: 1, failuresToOpen: 1 });
    const reads = [core.balances({ iban }), core.balances({ iban })];
    expect((await refusal(core.balances({ iban }))).reason).toBe('busy');
    expect(core.health().state).toBe('available');
    await expect.poll(() => held.length).toBe(1);
    json(balances)({} as http.IncomingMessage, held[0] as http.ServerResponse);
    await expect.poll(() => held.length).toBe(2);
    json(balances)({} as http.IncomingMessage, held[1] as http.ServerResponse);
    await Promise.all(reads);
  });

  it('counts each read by operation and outcome', async () => {
    const count = async (operation: string, outcome: string) =>
      (await xs2aMetrics().coreCalls.get()).values.find(
        (value) => value.labels.operation === operation && value.labels.outcome === outcome,
      )?.value ?? 0;
    const [ok, notFound] = [await count('transaction', 'ok'), await count('transaction', 'not-found')];
    handler = inTurn(json({ transaction: booked }), json({}, 404));
    const core = reader();
    await core.transaction({ iban }, 'E-1');
    await core.transaction({ iban }, 'E-1');
    expect([await count('transaction', 'ok'), await count('transaction', 'not-found')]).toEqual([ok + 1, notFound + 1]);
  });
});
