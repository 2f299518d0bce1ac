import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import type { Prisma } from '@/lib/generated/prisma/client';
import { derivedId } from './derived-id';
import type { KnownKeys } from './validate-bank-data-export';

type Referenced = {
  customerNumbers: string[];
  agreementNumbers: string[];
  ibans: string[];
  cardAccountNumbers: string[];
};

/** D32: which of the natural keys an export refers to are already in the bank's production data. */
export async function loadKnownKeys(tx: Prisma.TransactionClient, referenced: Referenced): Promise<KnownKeys> {
  const tppId = productionDataOwner.id;
  const agreementIds = new Map(referenced.agreementNumbers.map((number) => [derivedId('agreement', number), number]));
  // One after the other: the four share the transaction's one connection, which runs one statement at a time.
  const customers = await tx.customer.findMany({
    where: { tppId, customerNumber: { in: referenced.customerNumbers } },
    select: { customerNumber: true, customerType: true },
  });
  const agreements = await tx.agreement.findMany({
    where: { tppId, id: { in: [...agreementIds.keys()] } },
    select: { id: true },
  });
  const accounts = await tx.account.findMany({
    where: { tppId, iban: { in: referenced.ibans } },
    select: { iban: true, currency: true },
  });
  const cards = await tx.cardAccount.findMany({
    where: { tppId, accountNumber: { in: referenced.cardAccountNumbers } },
    select: { accountNumber: true, currency: true },
  });
  return {
    customerTypes: new Map(customers.map((row) => [row.customerNumber, row.customerType])),
    agreementNumbers: new Set(agreements.map((row) => agreementIds.get(row.id) as string)),
    accountCurrencies: new Map(accounts.map((row) => [row.iban, row.currency])),
    cardAccountCurrencies: new Map(cards.map((row) => [row.accountNumber ?? '', row.currency])),
  };
}
