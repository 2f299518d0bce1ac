import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';
import { newId } from '@/lib/ids/new-id';
import { parseAmount } from '@/lib/money/amount';
import { bbanFromNorwegianIban } from '@/lib/validation/norwegian-bban';
import { derivedId } from './derived-id';
import { endCustomerIdentities } from './end-customer-identities';
import type { ImportCounts } from './import-counts';
import { syncRows } from './sync-rows';
import type { BankDataExport } from './validate-bank-data-export';
import { writeBankEntries } from './write-bank-entries';

type Tx = Prisma.TransactionClient;
export type KeptIds = Record<keyof ImportCounts, Set<string>>;

const owner = productionDataOwner.id;
const byKey = <T>(rows: T[], key: (row: T) => string) => new Map(rows.map((row) => [key(row), row]));

/**
 * D32: writes a validated export into the bank's production data, in the caller's transaction: customers,
 * agreements, accounts and card accounts here, then engagements, balances and transactions (writeBankEntries).
 */
export async function writeBankData(tx: Tx, data: BankDataExport, counts: ImportCounts, now: Date): Promise<KeptIds> {
  await tx.tpp.upsert({ where: { id: owner }, create: { ...productionDataOwner, roles: [] }, update: {} });

  const existingCustomers = byKey(
    await tx.customer.findMany({
      where: { tppId: owner, customerNumber: { in: data.customers.map((row) => row.customerNumber) } },
    }),
    (row) => row.customerNumber,
  );
  // A new customer gets nothing of one deleted before under its number (endCustomerIdentities).
  await endCustomerIdentities(tx, {
    ids: [],
    customerNumbers: data.customers.map((row) => row.customerNumber).filter((number) => !existingCustomers.has(number)),
  });
  const customers = await syncRows({
    rows: data.customers.map((row) => ({
      key: row.customerNumber,
      data: { customerType: row.customerType, customerName: row.customerName },
    })),
    existing: existingCustomers,
    counts: counts.customers,
    idFor: () => newId(),
    keyColumn: 'customerNumber',
    createMany: (rows) => tx.customer.createMany({ data: rows as Prisma.CustomerCreateManyInput[] }),
    update: (id, row) => tx.customer.update({ where: { id }, data: row as Prisma.CustomerUncheckedUpdateInput }),
  });
  const referenced = [
    ...data.agreements.map((row) => row.ownerCustomerNumber),
    ...data.accounts.map((row) => row.ownerCustomerNumber),
    ...data.cardAccounts.map((row) => row.ownerCustomerNumber),
    ...data.engagements.map((row) => row.customerNumber),
  ];
  const customerIds = new Map(
    (
      await tx.customer.findMany({
        where: { tppId: owner, customerNumber: { in: [...new Set(referenced)] } },
        select: { id: true, customerNumber: true },
      })
    ).map((row) => [row.customerNumber, row.id]),
  );
  const customerId = (number: string) => customerIds.get(number) as string;

  const agreementRows = data.agreements.map((row) => ({
    key: derivedId('agreement', row.agreementNumber),
    data: { ownerCustomerId: customerId(row.ownerCustomerNumber), name: row.name ?? null },
  }));
  const agreements = await syncRows({
    rows: agreementRows,
    existing: byKey(
      await tx.agreement.findMany({ where: { tppId: owner, id: { in: agreementRows.map((row) => row.key) } } }),
      (row) => row.id,
    ),
    counts: counts.agreements,
    idFor: (key) => key,
    createMany: (rows) => tx.agreement.createMany({ data: rows as Prisma.AgreementCreateManyInput[] }),
    update: (id, row) => tx.agreement.update({ where: { id }, data: row as Prisma.AgreementUncheckedUpdateInput }),
  });

  const accounts = await syncRows({
    rows: data.accounts.map((row) => ({
      key: row.iban,
      data: {
        ownerCustomerId: customerId(row.ownerCustomerNumber),
        bban: row.bban ?? bbanFromNorwegianIban(row.iban),
        bic: row.bic ?? null,
        currency: row.currency,
        name: row.name ?? null,
        product: row.product ?? null,
        cashAccountType: row.cashAccountType ?? null,
        status: row.status,
      },
    })),
    existing: byKey(
      await tx.account.findMany({ where: { tppId: owner, iban: { in: data.accounts.map((row) => row.iban) } } }),
      (row) => row.iban,
    ),
    counts: counts.accounts,
    idFor: () => newId(),
    keyColumn: 'iban',
    createMany: (rows) => tx.account.createMany({ data: rows as Prisma.AccountCreateManyInput[] }),
    update: (id, row) => tx.account.update({ where: { id }, data: row as Prisma.AccountUncheckedUpdateInput }),
  });

  const cardAccounts = await syncRows({
    rows: data.cardAccounts.map((row) => ({
      key: row.cardAccountNumber,
      data: {
        ownerCustomerId: customerId(row.ownerCustomerNumber),
        maskedPan: row.maskedPan,
        currency: row.currency,
        creditLimitAmount: row.creditLimit === undefined ? null : parseAmount(row.creditLimit, row.currency),
        creditLimitCurrency: row.creditLimit === undefined ? null : row.currency,
        name: row.name ?? null,
        product: row.product ?? null,
        status: row.status,
      },
    })),
    existing: byKey(
      await tx.cardAccount.findMany({
        where: { tppId: owner, accountNumber: { in: data.cardAccounts.map((row) => row.cardAccountNumber) } },
      }),
      (row) => row.accountNumber ?? '',
    ),
    counts: counts.cardAccounts,
    idFor: () => newId(),
    keyColumn: 'accountNumber',
    createMany: (rows) => tx.cardAccount.createMany({ data: rows as Prisma.CardAccountCreateManyInput[] }),
    update: (id, row) => tx.cardAccount.update({ where: { id }, data: row as Prisma.CardAccountUncheckedUpdateInput }),
  });

  const entries = await writeBankEntries(tx, { data, counts, now, customerId });
  return { customers, agreements, accounts, cardAccounts, ...entries };
}
