import fs from 'node:fs';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coreContractErrors } from '@/tests/support/core-contract/core-contract-validator';
import { startReferenceCore, type ReferenceCore } from './start-reference-core';

// D34: the reference core answers the contract (docs/core-connector.openapi.yaml) and misbehaves on demand.
const exportDocument = JSON.parse(fs.readFileSync('docs/bank-data-export.example.json', 'utf8')) as Record<
  string,
  unknown[]
>;
const iban = 'NO5615031122330';

type Answer = { status: number; body: unknown; text: string };

/** One GET (or POST with a JSON body) without keep-alive; rejects when the connection ends without an answer. */
function call(url: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: body === undefined ? 'GET' : 'POST',
        headers: { accept: 'application/json', 'x-request-id': 'c0ffee00-0000-4000-8000-000000000001' },
        agent: false,
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, text });
        });
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('startReferenceCore', () => {
  let core: ReferenceCore;
  beforeAll(async () => {
    core = await startReferenceCore({ data: exportDocument, basePath: '/xs2a' });
  });
  afterEach(() => core.setFaults({}));
  afterAll(() => core.close());
  const control = async (name: string, body: unknown) => (await call(`${core.url}/_reference/${name}`, body)).status;

  it.each([
    ['/customers/{customerNumber}/accounts', '/customers/13039319955/accounts'],
    ['/customers/{customerNumber}/accounts', '/customers/923609016/accounts'],
    ['/accounts/{iban}/balances', `/accounts/${iban}/balances`],
    ['/accounts/{iban}/transactions', `/accounts/${iban}/transactions?bookingStatus=both`],
    [
      '/accounts/{iban}/transactions',
      `/accounts/${iban}/transactions?bookingStatus=booked&dateFrom=2026-11-01&limit=1`,
    ],
    ['/accounts/{iban}/transactions/{entryReference}', `/accounts/${iban}/transactions/20261120-000001`],
    ['/card-accounts/{cardAccountNumber}/balances', '/card-accounts/CARD-5001/balances'],
    ['/card-accounts/{cardAccountNumber}/transactions', '/card-accounts/CARD-5001/transactions?bookingStatus=pending'],
    [
      '/card-accounts/{cardAccountNumber}/transactions/{entryReference}',
      '/card-accounts/CARD-5001/transactions/C-20261121-42',
    ],
  ])('answers %s (%s) with 200 as the contract describes', async (operation, path) => {
    const answer = await call(`${core.url}${path}`);
    expect(answer.status).toBe(200);
    expect(coreContractErrors({ path: operation, status: 200, body: answer.body })).toEqual([]);
  });

  it('lists what the customer owns, without the owner, from the export', async () => {
    const answer = await call(`${core.url}/customers/13039319955/accounts`);
    expect(answer.body).toEqual({
      accounts: [
        {
          iban,
          currency: 'NOK',
          name: 'Brukskonto',
          product: 'Brukskonto',
          cashAccountType: 'CACC',
          status: 'enabled',
        },
      ],
      cardAccounts: [
        {
          cardAccountNumber: 'CARD-5001',
          maskedPan: '525412******3241',
          currency: 'NOK',
          creditLimit: '50000.00',
          name: 'Kredittkort',
          status: 'enabled',
        },
      ],
    });
  });

  it.each([
    ['/customers/{customerNumber}/accounts', '/customers/01010112345/accounts'],
    ['/accounts/{iban}/balances', '/accounts/NO9386011117947/balances'],
    ['/accounts/{iban}/transactions', '/accounts/NO9386011117947/transactions?bookingStatus=both'],
    ['/accounts/{iban}/transactions/{entryReference}', `/accounts/${iban}/transactions/NOPE`],
    ['/card-accounts/{cardAccountNumber}/balances', '/card-accounts/CARD-9/balances'],
  ])('answers %s for what it does not know (%s) with 404', async (operation, path) => {
    const answer = await call(`${core.url}${path}`);
    expect(answer.status).toBe(404);
    expect(coreContractErrors({ path: operation, status: 404, body: answer.body })).toEqual([]);
  });

  it.each([
    `/accounts/${iban}/transactions`,
    `/accounts/${iban}/transactions?bookingStatus=all`,
    `/accounts/${iban}/transactions?bookingStatus=both&dateFrom=2026-02-30`,
    `/accounts/${iban}/transactions?bookingStatus=both&dateFrom=2026-11-02&dateTo=2026-11-01`,
    `/accounts/${iban}/transactions?bookingStatus=both&limit=0`,
    `/accounts/${iban}/transactions?bookingStatus=both&limit=1001`,
    `/accounts/${iban}/transactions?bookingStatus=both&cursor=nonsense`,
    `/accounts/${iban}/statements`,
    `/accounts/${iban}/balances/extra`,
    '/savings/1/balances',
    `/accounts/${iban}/transactions/`,
    '/customers//accounts',
    '/accounts/%E0%A4%A/balances',
  ])('refuses %s with 400, never a 404 that would read as an unknown account', async (path) => {
    const answer = await call(`${core.url}${path}`);
    expect(answer.status).toBe(400);
    expect(coreContractErrors({ path: '/accounts/{iban}/transactions', status: 400, body: answer.body })).toEqual([]);
  });

  it('decodes percent-encoded path segments', async () => {
    core.addTransaction(
      { cardAccountNumber: 'CARD-5001' },
      { entryReference: 'C/1:2', bookingStatus: 'pending', amount: '-1.00' },
    );
    const answer = await call(`${core.url}/card-accounts/CARD-5001/transactions/${encodeURIComponent('C/1:2')}`);
    expect(answer.body).toEqual({
      transaction: { entryReference: 'C/1:2', bookingStatus: 'pending', amount: '-1.00' },
    });
  });

  it('pages newest first until next is left out', async () => {
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25'])
      core.addTransaction(
        { iban },
        { entryReference: `PAGE-${day}`, bookingStatus: 'booked', bookingDate: day, amount: '1.00' },
      );
    const seen: string[] = [];
    let next: string | undefined;
    do {
      const query = `bookingStatus=booked&dateFrom=2026-11-20&limit=2${next ? `&cursor=${encodeURIComponent(next)}` : ''}`;
      const answer = await call(`${core.url}/accounts/${iban}/transactions?${query}`);
      const page = answer.body as { transactions: { entryReference: string }[]; next?: string };
      seen.push(...page.transactions.map((entry) => entry.entryReference));
      next = page.next;
    } while (next);
    expect(seen).toEqual(['PAGE-2026-11-25', 'PAGE-2026-11-24', 'PAGE-2026-11-23', '20261120-000001']);
  });

  it('takes a booking through POST /_reference/transactions and moves the balances by it', async () => {
    const other = 'NO2815031122349';
    expect((await call(`${core.url}/accounts/${other}/balances`)).body).toEqual({ balances: [] });
    for (const balanceType of ['closingBooked', 'expected'])
      expect(await control('balances', { iban: other, balanceType, amount: '10.00' })).toBe(200);
    const booked = { entryReference: 'NEW-1', bookingStatus: 'booked', bookingDate: '2026-11-27', amount: '-2.50' };
    expect(await control('transactions', { iban: other, ...booked })).toBe(201);
    expect(
      await control('transactions', { iban: other, entryReference: 'NEW-2', bookingStatus: 'pending', amount: '-1' }),
    ).toBe(201);
    expect((await call(`${core.url}/accounts/${other}/balances`)).body).toEqual({
      balances: [
        { balanceType: 'closingBooked', amount: '7.50' },
        { balanceType: 'expected', amount: '6.50' },
      ],
    });
    const listed = await call(`${core.url}/accounts/${other}/transactions?bookingStatus=both`);
    expect(
      (listed.body as { transactions: { entryReference: string }[] }).transactions.map((entry) => entry.entryReference),
    ).toEqual(['NEW-2', 'NEW-1']);
  });

  it.each([
    [{ iban: 'NO9386011117947', entryReference: 'X', bookingStatus: 'pending', amount: '1.00' }, 404],
    [{ iban, entryReference: 'X', bookingStatus: 'booked', amount: '1.00' }, 400],
    [{ iban, cardAccountNumber: 'CARD-5001', entryReference: 'X', bookingStatus: 'pending', amount: '1.00' }, 400],
    [{ entryReference: 'X', bookingStatus: 'pending', amount: '1.00' }, 400],
  ])('refuses the booking %o', async (row, status) => {
    expect(await control('transactions', row)).toBe(status);
  });

  it('blocks, adds and moves accounts through POST /_reference/accounts, keeping their balances', async () => {
    const blocked = { iban: 'NO2815031122349', currency: 'NOK', ownerCustomerNumber: '923609016', status: 'blocked' };
    expect(await control('accounts', blocked)).toBe(200);
    core.setAccount({
      cardAccountNumber: 'CARD-7',
      maskedPan: '525412******0007',
      currency: 'NOK',
      ownerCustomerNumber: '923609016',
    });
    expect((await call(`${core.url}/customers/923609016/accounts`)).body).toEqual({
      accounts: [{ iban: 'NO2815031122349', currency: 'NOK', status: 'blocked' }],
      cardAccounts: [
        { cardAccountNumber: 'CARD-7', maskedPan: '525412******0007', currency: 'NOK', status: 'enabled' },
      ],
    });
    expect((await call(`${core.url}/card-accounts/CARD-7/balances`)).body).toEqual({ balances: [] });
    core.setAccount({ iban: 'NO2815031122349', currency: 'NOK', ownerCustomerNumber: '13039319955' });
    const moved = (await call(`${core.url}/customers/923609016/accounts`)).body as { accounts: unknown[] };
    expect(moved.accounts).toEqual([]);
    expect((await call(`${core.url}/accounts/NO2815031122349/balances`)).status).toBe(200);
  });

  it.each([
    [{ iban: 'NO2815031122349', currency: 'EUR', ownerCustomerNumber: '923609016' }, /currency/],
    [{ iban: 'NO2815031122349', currency: 'NOK', ownerCustomerNumber: '01010112345' }, /ownerCustomerNumber/],
    [{ iban: 'NO2815031122349', currency: 'NOK' }, /ownerCustomerNumber/],
  ])('refuses the account %o', (row, reason) => {
    expect(() => core.setAccount(row)).toThrow(reason);
  });

  it('logs each contract call with its X-Request-ID and Accept, and not the controls', async () => {
    core.requests.clear();
    await call(`${core.url}/accounts/${iban}/balances`);
    await call(`${core.url}/_reference/faults`, {});
    expect(core.requests.count).toBe(1);
    expect(core.requests.log).toEqual([
      {
        method: 'GET',
        path: `/accounts/${iban}/balances`,
        requestId: 'c0ffee00-0000-4000-8000-000000000001',
        accept: 'application/json',
      },
    ]);
  });

  describe('faults', () => {
    const balances = () => call(`${core.url}/accounts/${iban}/balances`);

    it.each([500, 503])('answers every call with status %i until the fault is switched off', async (status) => {
      core.setFaults({ status });
      expect((await balances()).status).toBe(status);
      expect((await balances()).status).toBe(status);
      core.setFaults({});
      expect((await balances()).status).toBe(200);
    });

    it('answers 200 with a body that is not JSON, or JSON off the contract', async () => {
      core.setFaults({ malformed: true });
      const notJson = await balances();
      expect([notJson.status, notJson.body]).toEqual([200, undefined]);
      core.setFaults({ malformed: 'wrong-shape' });
      const offContract = await balances();
      expect(offContract.status).toBe(200);
      expect(
        coreContractErrors({ path: '/accounts/{iban}/balances', status: 200, body: offContract.body }),
      ).not.toEqual([]);
    });

    it('drops the connection without an answer', async () => {
      core.setFaults({ drop: true });
      await expect(balances()).rejects.toThrow(/socket hang up|ECONNRESET/);
    });

    it('never answers while hanging, while later calls are answered once the fault is off', async () => {
      core.setFaults({ hang: true });
      core.requests.clear();
      const abort = new AbortController();
      const hung = call(`${core.url}/accounts/${iban}/balances`, undefined, abort.signal).then(
        () => 'answered',
        () => 'no answer',
      );
      await until(() => core.requests.count === 1);
      core.setFaults({});
      expect((await balances()).status).toBe(200);
      abort.abort();
      expect(await hung).toBe('no answer');
    });

    it('adds latencyMs to every answer', async () => {
      core.setFaults({ latencyMs: 150 });
      const started = performance.now();
      expect((await balances()).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    });

    it('fails the next n calls with 503, or the fault named, then recovers', async () => {
      core.setFaults({ failNext: 2 });
      expect([(await balances()).status, (await balances()).status, (await balances()).status]).toEqual([
        503, 503, 200,
      ]);
      core.setFaults({ failNext: 1, drop: true });
      await expect(balances()).rejects.toThrow();
      expect((await balances()).status).toBe(200);
    });

    it('switches faults through POST /_reference/faults and refuses unknown ones', async () => {
      expect(await control('faults', { failNext: 1, status: 502 })).toBe(200);
      expect((await balances()).status).toBe(502);
      expect((await balances()).status).toBe(200);
      expect(await control('faults', { explode: true })).toBe(400);
      expect(() => core.setFaults({ status: 200 })).toThrow();
    });
  });
});
