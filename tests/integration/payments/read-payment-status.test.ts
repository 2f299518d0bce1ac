import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { db, getPool } from '@/lib/db';
import { newTppRow } from '@/tests/integration/support/new-tpp-row';
import { createPayment } from '@/lib/payments/create-payment';
import { getPaymentOrThrow } from '@/lib/payments/get-payment-or-throw';
import { parsePaymentRequest } from '@/lib/payments/parse-payment-request';
import type { PaymentPath } from '@/lib/payments/payment-path-schema';
import { readPaymentStatus } from '@/lib/payments/read-payment-status';
import { DeferredRequestIdClaim } from '@/lib/xs2a/deferred-request-id-claim';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

// D37: the status read is one prepared statement carrying the X-Request-ID claim. It must answer what
// getPaymentOrThrow answered, end an SCA nobody can finish first (D29), and keep the claim exact (D5).

afterAll(async () => {
  await db.$disconnect();
  vi.restoreAllMocks();
});

const now = new Date('2026-11-23T11:00:00.123Z');
const body = {
  instructedAmount: { currency: 'NOK', amount: '100.50' },
  creditorName: 'Kari',
  creditorAccount: { bban: '86011117947' },
};

async function newPayment(): Promise<{ tppId: string; path: PaymentPath }> {
  const tppId = await newTppRow({ name: 'Status TPP AS', roles: ['PSP_PI'] });
  const service = 'payments';
  const product = 'norwegian-domestic-credit-transfers';
  const request = parsePaymentRequest({ service, product, body, now, environment: 'sandbox' });
  const psu = { tppRedirectUri: 'https://tpp.example.com/return', tppRedirectPreferred: true };
  const { paymentId } = await createPayment({ tppId, psu, request, body, now });
  return { tppId, path: { service, product, paymentId } };
}

function claimOf(tppId: string, path: PaymentPath, requestId = randomUUID()): DeferredRequestIdClaim {
  return DeferredRequestIdClaim.pending({ tppId, requestId, method: 'GET', path: `/v1/payments/x/${path.paymentId}` });
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; path?: string; text?: string }> {
  const error = await promise.catch((caught: unknown) => caught);
  if (!(error instanceof Xs2aError)) throw new Error(`expected an Xs2aError, got ${String(error)}`);
  return { code: error.code, path: error.path, text: error.text };
}

describe('readPaymentStatus', () => {
  it('answers the status in one statement that also makes the claim', async () => {
    const { tppId, path } = await newPayment();
    const requestIdClaim = claimOf(tppId, path);
    const query = vi.spyOn(getPool(), 'query');
    const status = await readPaymentStatus({ tppId, path, now, requestIdClaim });
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
    expect(status).toEqual({ status: 'RCVD', fundsAvailable: null });
    expect(requestIdClaim.isClaimed).toBe(true);
    expect(await db.seenRequestId.count({ where: { tppId, xRequestId: requestIdClaim.key.requestId } })).toBe(1);
  });

  it('answers fundsAvailable as stored', async () => {
    const { tppId, path } = await newPayment();
    await db.payment.update({ where: { id: path.paymentId }, data: { status: 'RJCT', fundsAvailable: false } });
    expect(await readPaymentStatus({ tppId, path, now, requestIdClaim: claimOf(tppId, path) })).toEqual({
      status: 'RJCT',
      fundsAvailable: false,
    });
  });

  it("answers getPaymentOrThrow's 404 for another TPP's payment, another service or an unknown id, after the claim", async () => {
    const { tppId, path } = await newPayment();
    const other = await newPayment();
    const expected = await refusal(getPaymentOrThrow({ tppId, path: { ...path, paymentId: 'unknown' }, now }));
    expect(expected.code).toBe('RESOURCE_UNKNOWN');
    const unknown = { ...path, paymentId: 'unknown' };
    const claim = claimOf(tppId, unknown);
    expect(await refusal(readPaymentStatus({ tppId, path: unknown, now, requestIdClaim: claim }))).toEqual(expected);
    expect(claim.isClaimed).toBe(true);
    const foreign = other.path;
    expect(
      await refusal(readPaymentStatus({ tppId, path: foreign, now, requestIdClaim: claimOf(tppId, foreign) })),
    ).toEqual(await refusal(getPaymentOrThrow({ tppId, path: foreign, now })));
    const bulk = { ...path, service: 'bulk_payments' as const };
    expect(await refusal(readPaymentStatus({ tppId, path: bulk, now, requestIdClaim: claimOf(tppId, bulk) }))).toEqual(
      await refusal(getPaymentOrThrow({ tppId, path: bulk, now })),
    );
  });

  it('refuses an X-Request-ID used before with 400, before any 404', async () => {
    const { tppId, path } = await newPayment();
    const requestId = randomUUID();
    await readPaymentStatus({ tppId, path, now, requestIdClaim: claimOf(tppId, path, requestId) });
    const again = await refusal(
      readPaymentStatus({ tppId, path, now, requestIdClaim: claimOf(tppId, path, requestId) }),
    );
    expect(again).toMatchObject({ code: 'FORMAT_ERROR', path: 'X-Request-ID' });
    const unknown = { ...path, paymentId: 'unknown' };
    expect(
      await refusal(
        readPaymentStatus({ tppId, path: unknown, now, requestIdClaim: claimOf(tppId, unknown, requestId) }),
      ),
    ).toMatchObject({ code: 'FORMAT_ERROR', path: 'X-Request-ID' });
  });

  it('ends an SCA nobody can finish any more before it answers, as getPaymentOrThrow does (D29)', async () => {
    const { tppId, path } = await newPayment();
    const twin = await newPayment();
    const expire = (paymentId: string | undefined) =>
      db.authorisation.updateMany({ where: { paymentId }, data: { linkExpiresAt: new Date(now.getTime() - 1) } });
    await expire(path.paymentId);
    await expire(twin.path.paymentId);
    const status = await readPaymentStatus({ tppId, path, now, requestIdClaim: claimOf(tppId, path) });
    const old = await getPaymentOrThrow({ tppId: twin.tppId, path: twin.path, now });
    expect(status).toEqual({ status: old.status, fundsAvailable: old.fundsAvailable });
    const scaStatuses = async (paymentId: string | undefined) =>
      (await db.authorisation.findMany({ where: { paymentId }, select: { scaStatus: true } })).map(
        (row) => row.scaStatus,
      );
    expect(await scaStatuses(path.paymentId)).toEqual(['FAILED']);
    expect(await scaStatuses(twin.path.paymentId)).toEqual(['FAILED']);
  });
});
