import { queryRows } from '@/lib/database/raw-sql';
import {
  Prisma,
  type Account,
  type AccountStatus,
  type Balance,
  type BalanceType,
} from '@/lib/generated/prisma/client';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedAccountSql } from '@/lib/accounts/consented-resources';

/** An account the consent covers, with its owner's name and, when asked for, its balances. */
export type ConsentedAccount = Account & { balances: Balance[]; ownerName: string | null };

/** Which consented accounts a request reads: the one asked for or all of them, with or without their balances. */
export type ConsentedAccountsRead = { accountId?: string; withBalances: boolean };

/** A balance as json_build_object gives it: the amount as text (a bigint would lose digits as a JSON number). */
type BalanceJson = {
  id: string;
  tppId: string;
  accountId: string | null;
  cardAccountId: string | null;
  balanceType: BalanceType;
  amount: string;
  currency: string;
  referenceDate: string | null;
  lastChangeDateTime: string;
};

/** An account as json_build_object gives it: `createdAt` a `timestamp(3)` in UTC without a zone. */
export type ConsentedAccountJson = Omit<
  Account,
  'status' | 'createdAt' | 'coreBalancesRefreshedAt' | 'coreTransactionsRefreshedAt'
> & {
  status: AccountStatus;
  createdAt: string;
  coreBalancesRefreshedAt: string | null;
  coreTransactionsRefreshedAt: string | null;
  ownerName: string | null;
  balances: BalanceJson[];
};

/**
 * D31: the accounts `condition` admits (the consented-account rule, `consentedAccountCondition`), their owner's name
 * and, when asked for, their balances, as one JSON array in the order of the list (oldest first); Prisma would read
 * each `include` with a statement of its own. An expression, so the guard can read them in its own statement.
 */
export function consentedAccountsJsonSql(condition: Prisma.Sql, withBalances: boolean): Prisma.Sql {
  const balances = withBalances
    ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('id', b."id", 'tppId', b."tppId", 'accountId', b."accountId", 'cardAccountId', b."cardAccountId",
          'balanceType', b."balanceType", 'amount', b."amount"::text, 'currency', b."currency", 'referenceDate', b."referenceDate",
          'lastChangeDateTime', b."lastChangeDateTime") ORDER BY b."id")
        FROM "Balance" b WHERE b."accountId" = account."id"), '[]'::json)`
    : Prisma.sql`'[]'::json`;
  return Prisma.sql`COALESCE((
    SELECT json_agg(json_build_object('id', account."id", 'tppId', account."tppId", 'ownerCustomerId', account."ownerCustomerId", 'iban', account."iban",
        'bban', account."bban", 'bic', account."bic", 'currency', account."currency", 'name', account."name", 'product', account."product",
        'cashAccountType', account."cashAccountType", 'status', account."status", 'createdAt', account."createdAt",
        'coreBalancesRefreshedAt', account."coreBalancesRefreshedAt", 'coreBalancesDigest', account."coreBalancesDigest",
        'coreTransactionsRefreshedAt', account."coreTransactionsRefreshedAt", 'coreTransactionsDigest', account."coreTransactionsDigest",
        'ownerName', owner."customerName",
        'balances', ${balances}) ORDER BY account."createdAt", account."id")
    FROM "Account" account
    LEFT JOIN "Customer" owner ON owner."id" = account."ownerCustomerId"
    WHERE ${condition}), '[]'::json)`;
}

/**
 * The accounts of a consent (or the one asked for) the PSU may still see, in list order, closed ones included, when
 * the guard did not read them in its own statement (D31).
 */
export async function readConsentedAccounts(
  grant: AccountConsent,
  read: ConsentedAccountsRead,
): Promise<ConsentedAccount[]> {
  const done = grant.accountsRead;
  if (
    done &&
    (done.accountId === undefined || done.accountId === read.accountId) &&
    (done.withBalances || !read.withBalances)
  ) {
    return done.accounts
      .filter((account) => read.accountId === undefined || account.id === read.accountId)
      .map((account) => (read.withBalances ? account : { ...account, balances: [] }));
  }
  // The consent's few accounts by key: prepared, so PostgreSQL plans it once per connection (D31).
  const [row] = await queryRows<{ accounts: ConsentedAccountJson[] }>(
    Prisma.sql`SELECT ${consentedAccountsJsonSql(consentedAccountSql(grant, read.accountId), read.withBalances)} AS "accounts"`,
    { prepared: true },
  );
  return toConsentedAccounts(row?.accounts ?? []);
}

/** The JSON of consentedAccountsJsonSql as Prisma's types: Dates and BigInt amounts. */
export function toConsentedAccounts(accounts: ConsentedAccountJson[]): ConsentedAccount[] {
  // json_build_object writes a date as YYYY-MM-DD and a timestamp(3), kept in UTC, without a zone.
  return accounts.map((account) => ({
    ...account,
    createdAt: new Date(`${account.createdAt}Z`),
    coreBalancesRefreshedAt: utcTimestamp(account.coreBalancesRefreshedAt),
    coreTransactionsRefreshedAt: utcTimestamp(account.coreTransactionsRefreshedAt),
    balances: account.balances.map(toBalance),
  }));
}

function utcTimestamp(value: string | null): Date | null {
  return value === null ? null : new Date(`${value}Z`);
}

function toBalance(balance: BalanceJson): Balance {
  return {
    ...balance,
    amount: BigInt(balance.amount),
    referenceDate: balance.referenceDate === null ? null : new Date(`${balance.referenceDate}T00:00:00.000Z`),
    lastChangeDateTime: new Date(`${balance.lastChangeDateTime}Z`),
  };
}
