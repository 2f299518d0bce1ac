import type { Prisma } from '@/lib/generated/prisma/client';
import { addDays } from '@/lib/sandbox/shared/calendar';
import { balanceRows } from './balance-rows';
import { knownAccountNumber, type AccountNumber } from './known-account-number';
import { knownCustomers, type KnownCustomer } from './known-customers';
import type { LedgerEntry } from './ledger-entry';
import { createSeededRandom } from './seeded-random';
import { transactionRow } from './transaction-row';

/** D10: transactions are spread over the last 120 days, today included. */
export const knownStateDays = 120;

export type KnownStateRows = {
  customers: Prisma.CustomerCreateManyInput[];
  agreements: Prisma.AgreementCreateManyInput[];
  accounts: Prisma.AccountCreateManyInput[];
  cardAccounts: Prisma.CardAccountCreateManyInput[];
  engagements: Prisma.EngagementCreateManyInput[];
  balances: Prisma.BalanceCreateManyInput[];
  transactions: Prisma.TransactionCreateManyInput[];
};

type AccountInWorld = {
  id: string;
  owner: { name: string; account: AccountNumber };
  entries: LedgerEntry[];
  opening: bigint;
};

export type BuildKnownStateInput = { tppId: string; today: string; createId: () => string };

/**
 * D10: the rows of the known state for one TPP. Pure: the same `today` gives the same content every time; only the ids
 * (from `createId`) differ. Dates count back from `today` (the bank's date), so the content is also the same on every day.
 */
export function buildKnownState(input: BuildKnownStateInput): KnownStateRows {
  const { tppId, createId } = input;
  const rows: KnownStateRows = {
    customers: [],
    agreements: [],
    accounts: [],
    cardAccounts: [],
    engagements: [],
    balances: [],
    transactions: [],
  };
  const customerIds = new Map(knownCustomers.map((customer) => [customer.customerNumber, createId()]));
  const idOf = (customerNumber: string) => customerIds.get(customerNumber) ?? missing(customerNumber);
  const firstDay = addDays(input.today, 1 - knownStateDays);
  const worldAccounts = new Map<string, AccountInWorld>();

  for (const customer of knownCustomers) {
    const customerId = idOf(customer.customerNumber);
    const agreementId = createId();
    rows.customers.push({
      id: customerId,
      tppId,
      customerNumber: customer.customerNumber,
      customerType: customer.customerType,
      customerName: customer.customerName,
    });
    rows.agreements.push({ id: agreementId, tppId, ownerCustomerId: customerId, name: customer.agreementName });
    const engage = (target: { accountId: string } | { cardAccountId: string }) =>
      rows.engagements.push(
        engagementFor(customer, {
          tppId,
          agreementId,
          id: createId(),
          target,
          customerId: customer.delegateCustomerNumber ? idOf(customer.delegateCustomerNumber) : customerId,
        }),
      );

    for (const known of customer.accounts) {
      const number = knownAccountNumber(known.prefix);
      const id = createId();
      rows.accounts.push({
        id,
        tppId,
        ownerCustomerId: customerId,
        iban: number.iban,
        bban: number.bban,
        currency: 'NOK',
        name: known.name,
        product: known.product,
        cashAccountType: known.cashAccountType,
      });
      engage({ accountId: id });
      const entries = known.ledger({ days: knownStateDays, random: createSeededRandom(known.key) });
      worldAccounts.set(known.key, {
        id,
        owner: { name: customer.customerName, account: number },
        entries,
        opening: known.opening,
      });
    }

    const card = customer.cardAccount;
    if (card) {
      const id = createId();
      // The card expires three years ahead, so the known state never shows an expired card.
      rows.cardAccounts.push({
        id,
        tppId,
        ownerCustomerId: customerId,
        maskedPan: card.maskedPan,
        currency: 'NOK',
        creditLimitAmount: card.creditLimit,
        creditLimitCurrency: 'NOK',
        cardId: card.cardId,
        cardIdVNo: card.cardIdVNo,
        accountNumber: knownAccountNumber(card.accountNumberPrefix).bban,
        expiry: addDays(input.today, 3 * 365).slice(0, 7),
        name: card.name,
        product: card.product,
      });
      engage({ cardAccountId: id });
      const entries = card.ledger({ days: knownStateDays, random: createSeededRandom(card.key) });
      const target = { kind: 'cardAccount' as const, cardAccountId: id, maskedPan: card.maskedPan };
      rows.transactions.push(
        ...entries.map((entry) => transactionRow({ entry, target, tppId, id: createId(), firstDay })),
      );
      rows.balances.push(
        ...balanceRows({
          owner: { cardAccountId: id },
          entries,
          opening: card.opening,
          today: input.today,
          todayIndex: knownStateDays - 1,
          tppId,
          createId,
        }),
      );
    }
  }

  mirrorTransfers(worldAccounts);
  for (const account of worldAccounts.values()) {
    const target = { kind: 'account' as const, accountId: account.id, owner: account.owner };
    rows.transactions.push(
      ...account.entries.map((entry) => transactionRow({ entry, target, tppId, id: createId(), firstDay })),
    );
    rows.balances.push(
      ...balanceRows({
        owner: { accountId: account.id },
        entries: account.entries,
        opening: account.opening,
        today: input.today,
        todayIndex: knownStateDays - 1,
        tppId,
        createId,
      }),
    );
  }
  return rows;
}

// D10: a private customer's own agreement engages the customer on everything it owns; a corporation's agreement lets its
// delegate (a private customer) register and view (spec engagement rules 1-4).
function engagementFor(
  customer: KnownCustomer,
  input: {
    tppId: string;
    agreementId: string;
    id: string;
    customerId: string;
    target: { accountId: string } | { cardAccountId: string };
  },
): Prisma.EngagementCreateManyInput {
  const isCorporate = customer.customerType === 'CORPORATE';
  return {
    id: input.id,
    tppId: input.tppId,
    agreementId: input.agreementId,
    customerId: input.customerId,
    ...input.target,
    roles: isCorporate ? ['REGISTER', 'VIEW'] : ['OWNER', 'DISPOSAL', 'VIEW', 'REGISTER'],
    registerLimit: isCorporate ? 50_000_000n : null,
  };
}

// An internal transfer is booked on both accounts: the receiving side gets the opposite amount, and each side names the other.
function mirrorTransfers(accounts: Map<string, AccountInWorld>): void {
  for (const source of accounts.values()) {
    for (const [index, entry] of source.entries.entries()) {
      if (!entry.transferToKey) continue;
      const target = accounts.get(entry.transferToKey) ?? missing(entry.transferToKey);
      source.entries[index] = { ...entry, counterparty: target.owner, transferToKey: undefined };
      target.entries.push({
        ...entry,
        amount: -entry.amount,
        counterparty: source.owner,
        bankTransactionCode: 'PMNT-RCDT-BOOK',
        transferToKey: undefined,
      });
    }
  }
}

function missing(key: string): never {
  throw new Error(`The known state refers to ${key}, which it does not define`);
}
