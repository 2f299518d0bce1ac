import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';
import { derivedId } from './derived-id';
import type { BankDataExport } from './validate-bank-data-export';

/** The accounts, card accounts and agreements already imported that an export gives to another customer. */
export type OwnerChanges = { accountIds: string[]; cardAccountIds: string[]; agreementIds: string[] };

type Owned = { id: string; owner: { customerNumber: string } };

const changed = <Row extends Owned>(rows: Row[], newOwner: (row: Row) => string | undefined) =>
  rows.filter((row) => newOwner(row) !== row.owner.customerNumber).map((row) => row.id);

/** D32: read before the export is written, while the rows still name their old owner. */
export async function findOwnerChanges(tx: Prisma.TransactionClient, data: BankDataExport): Promise<OwnerChanges> {
  const tppId = productionDataOwner.id;
  const owner = { select: { customerNumber: true } } as const;
  const accountOwners = new Map(data.accounts.map((row) => [row.iban, row.ownerCustomerNumber]));
  const cardOwners = new Map(data.cardAccounts.map((row) => [row.cardAccountNumber, row.ownerCustomerNumber]));
  const agreementOwners = new Map(
    data.agreements.map((row) => [derivedId('agreement', row.agreementNumber), row.ownerCustomerNumber]),
  );
  // One after the other: the three share the transaction's one connection.
  const accounts = await tx.account.findMany({
    where: { tppId, iban: { in: [...accountOwners.keys()] } },
    select: { id: true, iban: true, owner },
  });
  const cards = await tx.cardAccount.findMany({
    where: { tppId, accountNumber: { in: [...cardOwners.keys()] } },
    select: { id: true, accountNumber: true, owner },
  });
  const agreements = await tx.agreement.findMany({
    where: { tppId, id: { in: [...agreementOwners.keys()] } },
    select: { id: true, owner },
  });
  return {
    accountIds: changed(accounts, (row) => accountOwners.get(row.iban)),
    cardAccountIds: changed(cards, (row) => cardOwners.get(row.accountNumber ?? '')),
    agreementIds: changed(agreements, (row) => agreementOwners.get(row.id)),
  };
}
