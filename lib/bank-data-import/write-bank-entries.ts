import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { parseAmount } from '@/lib/money/amount';
import { balanceColumns } from './balance-columns';
import type { EntryTarget } from './entry-target';
import { derivedId } from './derived-id';
import type { ImportCounts } from './import-counts';
import { syncRows } from './sync-rows';
import { transactionColumns } from './transaction-columns';
import type { BankDataExport } from './validate-bank-data-export';

type Tx = Prisma.TransactionClient;
type AccountKey = { iban?: string; cardAccountNumber?: string };

const owner = productionDataOwner.id;
const byKey = <T>(rows: T[], key: (row: T) => string) => new Map(rows.map((row) => [key(row), row]));
const targetKey = (row: { accountId: string | null; cardAccountId: string | null }) =>
  row.accountId ?? `card:${row.cardAccountId}`;

export type WriteBankEntriesInput = {
  data: BankDataExport;
  counts: ImportCounts;
  now: Date;
  customerId: (customerNumber: string) => string;
};

/** D32: engagements, balances and transactions of a validated export, after their customers and accounts exist. */
export async function writeBankEntries(
  tx: Tx,
  input: WriteBankEntriesInput,
): Promise<Pick<Record<keyof ImportCounts, Set<string>>, 'engagements' | 'balances' | 'transactions'>> {
  const { data, counts } = input;
  const target = await accountTargets(tx, [...data.engagements, ...data.balances, ...data.transactions]);
  const accountIds = [...new Set([...target.values()].flatMap((row) => (row.accountId ? [row.accountId] : [])))];
  const cardAccountIds = [
    ...new Set([...target.values()].flatMap((row) => (row.cardAccountId ? [row.cardAccountId] : []))),
  ];
  const onTargets = { OR: [{ accountId: { in: accountIds } }, { cardAccountId: { in: cardAccountIds } }] };
  const of = (row: AccountKey) => target.get(row.iban ?? `card:${row.cardAccountNumber}`) as EntryTarget;

  const engagementRows = data.engagements.map((row) => {
    const { accountId, cardAccountId, currency } = of(row);
    return {
      key: derivedId(
        'engagement',
        `${row.agreementNumber}|${row.customerNumber}|${row.iban ?? ''}|${row.cardAccountNumber ?? ''}`,
      ),
      data: {
        agreementId: derivedId('agreement', row.agreementNumber),
        customerId: input.customerId(row.customerNumber),
        accountId,
        cardAccountId,
        roles: [...new Set(row.roles)].sort(),
        registerLimit: row.registerLimit === undefined ? null : parseAmount(row.registerLimit, currency),
        approvalLimit: row.approvalLimit === undefined ? null : parseAmount(row.approvalLimit, currency),
      },
    };
  });
  const engagements = await syncRows({
    rows: engagementRows,
    existing: byKey(
      await tx.engagement.findMany({ where: { tppId: owner, id: { in: engagementRows.map((row) => row.key) } } }),
      (row) => row.id,
    ),
    counts: counts.engagements,
    idFor: (key) => key,
    createMany: (rows) => tx.engagement.createMany({ data: rows as Prisma.EngagementCreateManyInput[] }),
    update: (id, row) => tx.engagement.update({ where: { id }, data: row as Prisma.EngagementUncheckedUpdateInput }),
  });

  const balances = await syncRows({
    rows: data.balances.map((row) => ({
      key: `${targetKey(of(row))}|${row.balanceType}`,
      data: balanceColumns(row, of(row)),
    })),
    existing: byKey(await tx.balance.findMany({ where: onTargets }), (row) => `${targetKey(row)}|${row.balanceType}`),
    counts: counts.balances,
    idFor: () => newId(),
    stamp: { lastChangeDateTime: input.now },
    createMany: (rows) => tx.balance.createMany({ data: rows as Prisma.BalanceCreateManyInput[] }),
    update: (id, row) => tx.balance.update({ where: { id }, data: row as Prisma.BalanceUncheckedUpdateInput }),
  });

  const transactions = await syncRows({
    rows: data.transactions.map((row) => {
      const account = of(row);
      return { key: `${targetKey(account)}|${row.entryReference}`, data: transactionColumns(row, account) };
    }),
    existing: byKey(
      await tx.transaction.findMany({
        where: { ...onTargets, entryReference: { in: data.transactions.map((row) => row.entryReference) } },
      }),
      (row) => `${targetKey(row)}|${row.entryReference}`,
    ),
    counts: counts.transactions,
    idFor: () => newId(),
    createMany: (rows) => tx.transaction.createMany({ data: rows as Prisma.TransactionCreateManyInput[] }),
    update: (id, row) => tx.transaction.update({ where: { id }, data: row as Prisma.TransactionUncheckedUpdateInput }),
  });
  // D34: rows written by the import are no longer those a refresh from the core wrote: the next refresh writes again.
  const unwritten = {
    where: { OR: [{ coreBalancesDigest: { not: null } }, { coreTransactionsDigest: { not: null } }] },
    data: { coreBalancesDigest: null, coreTransactionsDigest: null },
  };
  await tx.account.updateMany({ ...unwritten, where: { id: { in: accountIds }, ...unwritten.where } });
  await tx.cardAccount.updateMany({ ...unwritten, where: { id: { in: cardAccountIds }, ...unwritten.where } });
  return { engagements, balances, transactions };
}

/** The accounts and card accounts the rows name (by IBAN or card account number), in the bank's production data. */
async function accountTargets(tx: Tx, rows: AccountKey[]): Promise<Map<string, EntryTarget>> {
  const ibans = [...new Set(rows.flatMap((row) => (row.iban ? [row.iban] : [])))];
  const cardNumbers = [...new Set(rows.flatMap((row) => (row.cardAccountNumber ? [row.cardAccountNumber] : [])))];
  const accounts = await tx.account.findMany({
    where: { tppId: owner, iban: { in: ibans } },
    select: { id: true, iban: true, currency: true },
  });
  const cards = await tx.cardAccount.findMany({
    where: { tppId: owner, accountNumber: { in: cardNumbers } },
    select: { id: true, accountNumber: true, currency: true },
  });
  return new Map<string, EntryTarget>([
    ...accounts.map((row): [string, EntryTarget] => [
      row.iban,
      { accountId: row.id, cardAccountId: null, currency: row.currency },
    ]),
    ...cards.map((row): [string, EntryTarget] => [
      `card:${row.accountNumber}`,
      { accountId: null, cardAccountId: row.id, currency: row.currency },
    ]),
  ]);
}
