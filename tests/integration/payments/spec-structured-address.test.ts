import { afterAll, describe, expect, it } from 'vitest';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { db } from '@/lib/db';
import { createPaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import { errorOf } from '@/tests/integration/support/sandbox-tpp';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

describe('structured address (spec "Errors": enforced in the sandbox from 13 August 2026)', () => {
  const sepa = {
    instructedAmount: { currency: 'EUR', amount: '12.00' },
    creditorName: 'Muster GmbH',
    creditorAccount: { iban: 'DE89370400440532013000' },
    creditorAgent: 'COBADEFFXXX',
    creditorAddress: { townName: 'Berlin', country: 'DE' },
  };
  const bodyFor = (service: string, instruction: object) =>
    service === 'bulk-payments'
      ? { payments: [instruction] }
      : service === 'periodic-payments'
        ? { ...instruction, startDate: bankDate(new Date(Date.now() + 86_400_000)), frequency: 'Monthly' }
        : instruction;
  const prefixFor = (service: string) => (service === 'bulk-payments' ? 'payments[0].' : '');

  // The TPP provides creditor agent BIC, creditor name, creditor town name and creditor country code.
  it.each([
    ['creditorAddress', { creditorAddress: undefined }],
    ['creditorAddress.townName', { creditorAddress: { country: 'DE' } }],
    ['creditorAddress.country', { creditorAddress: { townName: 'Berlin' } }],
    ['creditorName', { creditorName: undefined }],
  ])('a SEPA payment without %s is 400 FORMAT_ERROR naming it', async (path, fields) => {
    const tpp = await createPaymentTpp();
    const response = await tpp.post(
      '/v1/payments/sepa-credit-transfers',
      JSON.parse(JSON.stringify({ ...sepa, ...fields })),
    );
    expect(errorOf(response)).toEqual({ status: 400, code: 'FORMAT_ERROR', path });
  });

  const combinations = [
    'sepa-credit-transfers',
    'instant-sepa-credit-transfers',
    'cross-border-credit-transfers',
  ].flatMap((product) =>
    ['payments', 'periodic-payments', 'bulk-payments'].map((service) => [service, product] as const),
  );
  it.each(combinations)(
    '%s %s: a creditor without a town name is refused, with one it is accepted',
    async (service, product) => {
      const tpp = await createPaymentTpp();
      const withoutTown = await tpp.post(
        `/v1/${service}/${product}`,
        bodyFor(service, { ...sepa, creditorAddress: { country: 'DE' } }),
      );
      expect(errorOf(withoutTown)).toEqual({
        status: 400,
        code: 'FORMAT_ERROR',
        path: `${prefixFor(service)}creditorAddress.townName`,
      });
      expect((await tpp.post(`/v1/${service}/${product}`, bodyFor(service, sepa))).status).toBe(201);
    },
  );
});
