import { queryRows } from '@/lib/database/raw-sql';
import { Prisma, type Account, type AccountStatus, type Balance, type BalanceType } from '@/lib/generated/prisma/client';
import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentedAccountSql } from '@/lib/accounts/consented-resources';

/** An account the consent covers, with its owner's name and, when asked for, its balances. */
export type ConsentedAccount = Account & { balances: Balance[]; ownerName: string | null };

/** A balance as json_build_object gives it: the amount as text (a bigint would lose digits as a JSON number). */
type BalanceJson = { id: string; tppId: string; accountId: string | null; cardAccountId: string | null; balanceType: BalanceType; amount: string; currency: string; referenceDate: string | null; lastChangeDateTime: string };

type Row = Omit<Account, 'status'> & { status: AccountStatus; ownerName: string | null; balances: BalanceJson[] };

/**
 * D31: the accounts of a consent (or the one asked for) that the PSU may still see, their owner's name and their
 * balances in one statement, in the order of the list (oldest first); Prisma would read each `include` with a statement
 * of its own. Closed accounts are included: the caller decides what a closed account means.
 */
export async function readConsentedAccounts(grant: AccountConsent, options: { accountId?: string; withBalances: boolean }): Promise<ConsentedAccount[]> {
  const balances = options.withBalances
    ? Prisma.sql`COALESCE((SELECT json_agg(json_build_object('id', b."id", 'tppId', b."tppId", 'accountId', b."accountId", 'cardAccountId', b."cardAccountId",
          'balanceType', b."balanceType", 'amount', b."amount"::text, 'currency', b."currency", 'referenceDate', b."referenceDate",
          'lastChangeDateTime', b."lastChangeDateTime") ORDER BY b."id")
        FROM "Balance" b WHERE b."accountId" = account."id"), '[]'::json)`
    : Prisma.sql`'[]'::json`;
  // The consent's few accounts by key: prepared, so PostgreSQL plans it once per connection (D31).
  const rows = await queryRows<Row>(
    Prisma.sql`
    SELECT account."id", account."tppId", account."ownerCustomerId", account."iban", account."bban", account."bic", account."currency", account."name",
      account."product", account."cashAccountType", account."status"::text AS "status", account."createdAt", owner."customerName" AS "ownerName",
      ${balances} AS "balances"
    FROM "Account" account
    LEFT JOIN "Customer" owner ON owner."id" = account."ownerCustomerId"
    WHERE ${consentedAccountSql(grant, options.accountId)}
    ORDER BY account."createdAt", account."id"`,
    { prepared: true },
  );
  return rows.map((row) => ({ ...row, balances: row.balances.map(toBalance) }));
}

function toBalance(balance: BalanceJson): Balance {
  return {
    ...balance,
    amount: BigInt(balance.amount),
    // json_build_object writes a date as YYYY-MM-DD and a timestamp(3), kept in UTC, without a zone.
    referenceDate: balance.referenceDate === null ? null : new Date(`${balance.referenceDate}T00:00:00.000Z`),
    lastChangeDateTime: new Date(`${balance.lastChangeDateTime}Z`),
  };
}
