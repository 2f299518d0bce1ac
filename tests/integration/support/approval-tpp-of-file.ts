import { afterAll, inject } from 'vitest';
import { db } from '@/lib/db';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { madeInBeforeAll } from '@/tests/integration/support/made-in-before-all';
import { createTestPayment, type TestPaymentInput } from '@/tests/integration/support/payment-fixture-psu';

export type ApprovalTpp = NamedTpp & {
  tppId: string;
  /** A test payment of this TPP, in the PRIVATE context unless `input.psu` names another. */
  payment: (input?: Partial<TestPaymentInput>) => ReturnType<typeof createTestPayment>;
};

/** The test file's TPP for the PSU's approvals (PSP_AI and PSP_PI, its own sandbox world, D4) with its database id:
 * made before its tests, with the database client closed after them. */
export function approvalTppOfFile(): ApprovalTpp {
  afterAll(async () => {
    await db.$disconnect();
  });
  return madeInBeforeAll('The approval TPP', async () => {
    const tpp = await initializedTpp(inject('baseUrl'), { roles: ['PSP_AI', 'PSP_PI'] });
    const { organizationIdentifier } = tpp;
    const { id } = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier } });
    return {
      ...tpp,
      tppId: id,
      payment: (input = {}) =>
        createTestPayment({ organizationIdentifier, ...input, psu: { psuContext: 'PRIVATE', ...input.psu } }),
    };
  });
}
