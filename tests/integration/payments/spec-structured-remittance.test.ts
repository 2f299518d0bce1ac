import { afterAll, describe, expect, it } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import { createPaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import { errorOf } from '@/tests/integration/support/sandbox-tpp';
import { domesticPaymentBody, domesticPaymentPath } from '@/tests/integration/support/started-sca';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

describe('structured remittance in payment initiation (spec "Other shown facts about resources" 4)', () => {
  const kid = { reference: '12345678903', referenceType: 'SCOR', referenceIssuer: 'Fjordkraft AS' };
  const read = async (tpp: Awaited<ReturnType<typeof createPaymentTpp>>, response: { body: unknown }) => {
    const answer = await tpp.client.request(
      'GET',
      (response.body as { _links: { self: { href: string } } })._links.self.href,
    );
    expect(
      berlinGroupSchemaErrors({
        method: 'get',
        path: '/v1/{payment-service}/{payment-product}/{paymentId}',
        status: 200,
        body: answer.body,
      }),
    ).toEqual([]);
    return answer.body as {
      remittanceInformationStructuredArray?: unknown;
      payments?: { remittanceInformationStructuredArray?: unknown }[];
    };
  };
  // The Berlin Group read schema requires debtorAccount, which a payment left to the PSU's choice at SCA does not have yet.
  const debtorAccountOf = async (tpp: Awaited<ReturnType<typeof createPaymentTpp>>) => {
    const account = await db.account.findFirstOrThrow({
      where: {
        tpp: { organizationIdentifier: tpp.organizationIdentifier },
        iban: { startsWith: 'NO' },
        currency: 'NOK',
      },
      select: { iban: true },
    });
    return { iban: account.iban };
  };

  it('remittanceInformationStructuredArray is taken and read back, in a single and in a bulk payment', async () => {
    const tpp = await createPaymentTpp();
    const debtorAccount = await debtorAccountOf(tpp);
    const single = await tpp.post(domesticPaymentPath, {
      ...domesticPaymentBody,
      debtorAccount,
      remittanceInformationStructuredArray: [kid],
    });
    expect(single.status, single.text).toBe(201);
    expect((await read(tpp, single)).remittanceInformationStructuredArray).toEqual([kid]);
    const bulk = await tpp.post('/v1/bulk-payments/norwegian-domestic-credit-transfers', {
      debtorAccount,
      payments: [
        { ...domesticPaymentBody, requestedExecutionDate: undefined, remittanceInformationStructuredArray: [kid] },
      ],
    });
    expect(bulk.status, bulk.text).toBe(201);
    expect((await read(tpp, bulk)).payments?.[0]?.remittanceInformationStructuredArray).toEqual([kid]);
  });

  it('the deprecated remittanceInformationStructured is still taken, and read back as the array of one that replaces it, without the parts sent as null', async () => {
    const tpp = await createPaymentTpp();
    const response = await tpp.post(domesticPaymentPath, {
      ...domesticPaymentBody,
      debtorAccount: await debtorAccountOf(tpp),
      remittanceInformationStructured: { reference: kid.reference, referenceType: null },
    });
    expect(response.status, response.text).toBe(201);
    expect((await read(tpp, response)).remittanceInformationStructuredArray).toEqual([{ reference: kid.reference }]);
  });

  it.each([
    [
      'both the deprecated field and the array',
      { remittanceInformationStructured: kid, remittanceInformationStructuredArray: [kid] },
      'remittanceInformationStructured',
    ],
    ['an empty array', { remittanceInformationStructuredArray: [] }, 'remittanceInformationStructuredArray'],
    [
      'a reference of 36 characters',
      { remittanceInformationStructuredArray: [{ reference: '1'.repeat(36) }] },
      'remittanceInformationStructuredArray[0].reference',
    ],
    [
      'an unknown field in a reference',
      { remittanceInformationStructured: { reference: kid.reference, kid: true } },
      'remittanceInformationStructured.kid',
    ],
  ])('%s is 400 FORMAT_ERROR naming the field, and creates nothing', async (_name, fields, path) => {
    const tpp = await createPaymentTpp();
    const before = await db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    expect(errorOf(await tpp.post(domesticPaymentPath, { ...domesticPaymentBody, ...fields }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path,
    });
    expect(await db.payment.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } })).toBe(
      before,
    );
  });
});
