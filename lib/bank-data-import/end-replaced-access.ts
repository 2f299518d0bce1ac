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
 * D32, with or without --prune: what a PSU may share and pay from follows the engagements (D15, D22), so an export
 * ends the access it no longer gives, in the import's transaction.
 * - The engagements an export lists for an agreement it names (an `agreements` row or an engagement's agreementNumber)
 *   are all of that agreement's: the others end. A customer left out of an agreement loses its accounts.
 * - An account or card account given to another owner keeps only the engagements the export lists on it, and no
 *   consent chooses it any more: a consent was given by, or for, the old owner.
 * - An agreement given to another owner: the corporate consents given in it acted for the old owner, and choose
 *   nothing any more.
 * Consents themselves stay (the PSU and the TPP still see them; the guard shows only what the engagements allow).
 */
export async function endReplacedAccess(tx: Prisma.TransactionClient, input: EndReplacedAccessInput): Promise<void> {
  const { accountIds, cardAccountIds, agreementIds } = input.ownerChanges;
  const namedAgreementNumbers = new Set([...input.data.agreements, ...input.data.engagements].map((row) => row.agreementNumber));
  const ended = await tx.engagement.deleteMany({
    where: {
      tppId: productionDataOwner.id,
      id: { notIn: [...input.keptEngagementIds] },
      OR: [{ agreementId: { in: [...namedAgreementNumbers].map((number) => derivedId('agreement', number)) } }, { accountId: { in: accountIds } }, { cardAccountId: { in: cardAccountIds } }],
    },
  });
  input.counts.engagements.deleted += ended.count;
  if (accountIds.length + cardAccountIds.length + agreementIds.length === 0) return;
  await tx.consentAccount.deleteMany({ where: { OR: [{ accountId: { in: accountIds } }, { cardAccountId: { in: cardAccountIds } }, { consent: { agreementId: { in: agreementIds } } }] } });
}
