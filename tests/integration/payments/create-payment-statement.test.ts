import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { everyPsuHint } from '@/tests/integration/support/every-psu-hint';
import { db } from '@/lib/db';
import type { PaymentService } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';
import { newTppRow } from '@/tests/integration/support/new-tpp-row';
import { preparedStatementsSent } from '@/tests/integration/support/prepared-statements-sent';
import { createPayment, instructionRows, paymentData } from '@/lib/payments/create-payment';
import { parsePaymentRequest } from '@/lib/payments/parse-payment-request';
import type { PaymentProduct } from '@/lib/payments/payment-products';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';

// D37: a payment initiation is stored by one statement. It must store the rows Prisma's transaction stored (the
// payment, its instructions, the SCA process and the TPP session), or a payment would read back differently.

afterAll(async () => {
  await db.$disconnect();
});

// 2026-11-23 12:00 Oslo, as the request rules' own tests: every dated rule below is in force.
const now = new Date('2026-11-23T11:00:00.123Z');
const uris = { redirectUri: 'https://tpp.example.com/return', nokRedirectUri: 'https://tpp.example.com/failed' };
const kid = { reference: '12345678903', referenceType: 'SCOR', referenceIssuer: 'Fjordkraft AS' };
const domestic = {
  instructedAmount: { currency: 'NOK', amount: '100.50' },
  creditorName: 'Kari',
  creditorAccount: { bban: '86011117947' },
};
const sepa = {
  creditorName: 'Ola Nordmann AS',
  creditorAccount: { iban: 'DE89370400440532013000' },
  creditorAgent: 'COBADEFFXXX',
  creditorAddress: { townName: 'Berlin', country: 'DE' },
  ultimateCreditor: 'Ola Nordmann GmbH',
  remittanceInformationUnstructured: 'Faktura 42',
  instructedAmount: { currency: 'EUR', amount: '12' },
};

type Case = [string, PaymentService, PaymentProduct, unknown, Omit<PsuHeaders, 'tppSessionId'>];

const cases: Case[] = [
  [
    'a domestic payment, every hint',
    'payments',
    'norwegian-domestic-credit-transfers',
    {
      ...domestic,
      debtorAccount: { bban: '15032080119', currency: 'NOK' },
      endToEndIdentification: 'E2E-1',
      remittanceInformationStructuredArray: [kid],
      requestedExecutionDate: '2026-12-01',
    },
    everyPsuHint(uris),
  ],
  [
    'a bulk of two, no hints',
    'bulk_payments',
    'norwegian-domestic-credit-transfers',
    {
      batchBookingPreferred: true,
      payments: [domestic, { ...domestic, remittanceInformationStructured: { reference: kid.reference } }],
    },
    { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
  ],
  [
    'a cross-border standing order',
    'periodic_payments',
    'cross-border-credit-transfers',
    {
      ...sepa,
      startDate: '2026-11-23',
      endDate: '2027-11-23',
      frequency: 'MonthlyVariable',
      monthsOfExecution: ['1', '4', '10'],
      dayOfExecution: '15',
      executionRule: 'following',
    },
    { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
  ],
  [
    'an explicit start (no SCA yet)',
    'payments',
    'norwegian-domestic-credit-transfers',
    domestic,
    { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true, tppExplicitAuthorisationPreferred: true },
  ],
];

/** What createPayment stored before D37: the same rows through Prisma, in one transaction. */
async function createPaymentThroughPrisma(input: Parameters<typeof createPayment>[0]): Promise<string> {
  const { request } = input;
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const paymentId = newId();
  const currency = request.instructions[0]!.instructedAmount.currency;
  const totalAmount = request.instructions.reduce(
    (total, instruction) => total + instruction.instructedAmount.minor,
    0n,
  );
  await db.$transaction(async (client) => {
    await client.payment.create({
      data: paymentData({
        ...input,
        paymentId,
        currency,
        totalAmount,
        customerId: null,
        debtor: null,
        tppRedirectUri: uris.redirectUri,
      }),
    });
    await client.paymentInstruction.createMany({ data: instructionRows(paymentId, request) });
    if (!input.psu.tppExplicitAuthorisationPreferred)
      await startScaRedirect({ tppId: input.tppId, psu: input.psu, uris, kind: 'PAYMENT', paymentId, now }, client);
  });
  return paymentId;
}

async function storedRows(paymentId: string) {
  const { id: _id, ...payment } = await db.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const instructions = (
    await db.paymentInstruction.findMany({ where: { paymentId }, orderBy: { position: 'asc' } })
  ).map(({ id: _instructionId, paymentId: _paymentId, ...instruction }) => instruction);
  const authorisations = await db.authorisation.findMany({ where: { paymentId } });
  const sessions = await db.tppSession.findMany({
    where: { tppId: payment.tppId, sessionId: { in: authorisations.map((row) => row.tppSessionId) } },
  });
  return {
    payment,
    instructions,
    // The id, the link's hash and the session id are new for each; the stamps are the time of the write.
    authorisations: authorisations.map(
      ({ id: _a, paymentId: _p, linkTokenHash: _h, createdAt: _c, updatedAt: _u, tppSessionId: _s, ...rest }) => rest,
    ),
    sessions: sessions.map((session) => ({ status: session.status, customerId: session.customerId })),
  };
}

describe('createPayment in one statement', () => {
  it.each(cases)('stores what Prisma stored (%s)', async (_name, service, product, body, hints) => {
    const tppId = await newTppRow({ name: 'Payment TPP AS', roles: ['PSP_PI'] });
    const request = parsePaymentRequest({ service, product, body, now, environment: 'sandbox' });
    const input = () => ({ tppId, psu: { ...hints, tppSessionId: randomUUID() }, request, body, now });
    const viaStatement = await createPayment(input());
    const viaPrisma = await createPaymentThroughPrisma(input());
    const statement = await storedRows(viaStatement.paymentId);
    const prisma = await storedRows(viaPrisma);
    expect(statement).toEqual(prisma);
    expect(statement.authorisations).toHaveLength(hints.tppExplicitAuthorisationPreferred ? 0 : 1);
    expect(statement.instructions.length).toBeGreaterThan(0);
    expect(viaStatement.sca === null).toBe(hints.tppExplicitAuthorisationPreferred === true);
  });

  it('is sent prepared, with one text for payments that differ in their values alone', async () => {
    const tppId = await newTppRow({ name: 'Payment TPP AS', roles: ['PSP_PI'] });
    const initiate = (amount: string, hints: Omit<PsuHeaders, 'tppSessionId'>) => {
      const body = { ...domestic, instructedAmount: { currency: 'NOK', amount } };
      const request = parsePaymentRequest({
        service: 'payments',
        product: 'norwegian-domestic-credit-transfers',
        body,
        now,
        environment: 'sandbox',
      });
      return createPayment({ tppId, psu: { ...hints, tppSessionId: randomUUID() }, request, body, now });
    };
    const sent = await preparedStatementsSent('INSERT INTO "Payment"', async () => {
      await initiate('100.50', everyPsuHint(uris));
      await initiate('7', { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: false });
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.name).toMatch(/^raw_sql_/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(await db.payment.count({ where: { tppId } })).toBe(2);
  });

  it('writes nothing when one part is refused', async () => {
    const request = parsePaymentRequest({
      service: 'payments',
      product: 'norwegian-domestic-credit-transfers',
      body: domestic,
      now,
      environment: 'sandbox',
    });
    const refused = await createPayment({
      tppId: 'no-such-tpp',
      psu: { tppRedirectUri: uris.redirectUri, tppRedirectPreferred: true },
      request,
      body: domestic,
      now,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(await db.payment.count({ where: { tppId: 'no-such-tpp' } })).toBe(0);
    expect(await db.tppSession.count({ where: { tppId: 'no-such-tpp' } })).toBe(0);
  });
});
