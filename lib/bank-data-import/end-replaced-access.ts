import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';
import { derivedId } from './derived-id';
import type { OwnerChanges } from './find-owner-changes';
import type { ImportCounts } from './import-counts';
import type { BankDataExport } from './validate-bank-data-export';

export type EndReplacedAccessInput = {
  data: BankDataExport;
  keptEngagementIds: Set<string>;
  ownerChanges: OwnerChanges;
  counts: ImportCounts;
};

/**
 * D32, with or without --prune: ends the engagements, consent choices and corporate consents' accounts an export no
 * longer gives, in the import's transaction. Consents themselves stay.
 */
export async function endReplacedAccess(tx: Prisma.TransactionClient, input: EndReplacedAccessInput): Promise<void> {
  const { accountIds, cardAccountIds, agreementIds } = input.ownerChanges;
  const namedAgreementNumbers = new Set(
    [...input.data.agreements, ...input.data.engagements].map((row) => row.agreementNumber),
  );
  const ended = await tx.engagement.deleteMany({
    where: {
      tppId: productionDataOwner.id,
      id: { notIn: [...input.keptEngagementIds] },
      OR: [
        { agreementId: { in: [...namedAgreementNumbers].map((number) => derivedId('agreement', number)) } },
        { accountId: { in: accountIds } },
        { cardAccountId: { in: cardAccountIds } },
      ],
    },
  });
  input.counts.engagements.deleted += ended.count;
  if (accountIds.length + cardAccountIds.length + agreementIds.length === 0) return;
  await tx.consentAccount.deleteMany({
    where: {
      OR: [
        { accountId: { in: accountIds } },
        { cardAccountId: { in: cardAccountIds } },
        { consent: { agreementId: { in: agreementIds } } },
      ],
    },
  });
}
