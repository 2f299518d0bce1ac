import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';

export type TestConsent = {
  consentId: string;
  psuId: string;
  psuCorporateId?: string;
  accountIds: string[];
  cardAccountIds: string[];
};

/**
 * Writes what a PSU's approval at the bank leaves behind (a valid consent over every account the context offers), so
 * that the account information API can be tested without a browser. The browser flow itself is tested in e2e/psu.
 */
export async function grantTestConsent(input: {
  organizationIdentifier: string;
  customerNumber: string;
  context: 'PRIVATE' | 'CORPORATE';
  lastScaAt?: Date;
}): Promise<TestConsent> {
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: input.organizationIdentifier } });
  const customer = await db.customer.findUniqueOrThrow({
    where: { tppId_customerNumber: { tppId: tpp.id, customerNumber: input.customerNumber } },
  });
  const engagements = await db.engagement.findMany({
    where:
      input.context === 'PRIVATE'
        ? { customerId: customer.id, agreement: { ownerCustomerId: customer.id } }
        : {
            customerId: customer.id,
            roles: { hasEvery: ['REGISTER', 'VIEW'] },
            agreement: { owner: { customerType: 'CORPORATE' } },
          },
    // The bank's own order (account number), so that accountIds[0] is the customer's first account on every run.
    orderBy: [
      { account: { bban: 'asc' } },
      { account: { iban: 'asc' } },
      { cardAccount: { maskedPan: 'asc' } },
      { id: 'asc' },
    ],
  });
  const agreementId = input.context === 'CORPORATE' ? engagements[0]?.agreementId : undefined;
  const accountIds = engagements.flatMap((engagement) => (engagement.accountId ? [engagement.accountId] : []));
  const cardAccountIds = engagements.flatMap((engagement) =>
    engagement.cardAccountId ? [engagement.cardAccountId] : [],
  );
  const now = new Date();
  const consent = await db.consent.create({
    data: {
      id: newId(),
      tppId: tpp.id,
      customerId: customer.id,
      context: input.context,
      agreementId,
      status: 'valid',
      validUntil: new Date(now.getTime() + 90 * 86_400_000),
      lastScaAt: input.lastScaAt ?? now,
      accounts: {
        create: [
          ...accountIds.map((accountId) => ({ id: newId(), accountId })),
          ...cardAccountIds.map((cardAccountId) => ({ id: newId(), cardAccountId })),
        ],
      },
    },
  });
  return {
    consentId: consent.id,
    psuId: await psuIdFor({ tppId: tpp.id, customerId: customer.id }),
    psuCorporateId: agreementId ? await corporateIdFor({ tppId: tpp.id, agreementId }) : undefined,
    accountIds,
    cardAccountIds,
  };
}
