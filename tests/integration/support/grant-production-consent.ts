import { randomUUID } from 'node:crypto';
import { derivedId } from '@/lib/bank-data-import/derived-id';
import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';

export type ProductionGrant = { consentId: string; psuId: string; psuCorporateId?: string; accountIds: string[] };

/**
 * What a PSU's approval at the bank leaves behind in production (D32): a valid consent of the TPP over the named
 * accounts and card accounts of the bank's imported data, and the PSU's pseudonym for the TPP.
 */
export async function grantProductionConsent(input: {
  organizationIdentifier: string;
  customerNumber: string;
  agreementNumber?: string;
  ibans: string[];
  cardAccountNumbers?: string[];
}): Promise<ProductionGrant> {
  const tpp = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: input.organizationIdentifier } });
  const customer = await db.customer.findUniqueOrThrow({
    where: { tppId_customerNumber: { tppId: productionDataOwner.id, customerNumber: input.customerNumber } },
  });
  const agreementId = input.agreementNumber ? derivedId('agreement', input.agreementNumber) : null;
  const pseudonym = await db.psuPseudonym.upsert({
    where: { tppId_customerNumber: { tppId: tpp.id, customerNumber: input.customerNumber } },
    create: { id: randomUUID(), tppId: tpp.id, customerNumber: input.customerNumber },
    update: {},
  });
  const psuCorporateId = agreementId ? await corporateIdFor({ tppId: tpp.id, agreementId }) : undefined;
  const accountIds = await Promise.all(
    input.ibans.map(
      async (iban) =>
        (await db.account.findUniqueOrThrow({ where: { tppId_iban: { tppId: productionDataOwner.id, iban } } })).id,
    ),
  );
  const cardAccountIds = await Promise.all(
    (input.cardAccountNumbers ?? []).map(
      async (number) =>
        (await db.cardAccount.findFirstOrThrow({ where: { tppId: productionDataOwner.id, accountNumber: number } })).id,
    ),
  );
  const consent = await db.consent.create({
    data: {
      id: newId(),
      tppId: tpp.id,
      customerId: customer.id,
      context: agreementId ? 'CORPORATE' : 'PRIVATE',
      agreementId,
      status: 'valid',
      validUntil: new Date(Date.now() + 90 * 86_400_000),
      lastScaAt: new Date(),
      accounts: {
        create: [
          ...accountIds.map((accountId) => ({ id: newId(), accountId })),
          ...cardAccountIds.map((cardAccountId) => ({ id: newId(), cardAccountId })),
        ],
      },
    },
  });
  return { consentId: consent.id, psuId: pseudonym.id, psuCorporateId, accountIds };
}
