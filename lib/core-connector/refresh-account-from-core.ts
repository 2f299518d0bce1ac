import { createHash } from 'node:crypto';
import { executeStatement } from '@/lib/database/raw-sql';
import { db } from '@/lib/db';
import { processWide } from '@/lib/runtime/process-wide';
import { Prisma } from '@/lib/generated/prisma/client';
import { AmountError } from '@/lib/money/amount-error';
import {
  CoreUnavailableError,
  type CoreAccountKey,
  type CoreBalance,
  type CoreReadContext,
} from '@/lib/core-connector/core-accounts';
import type { CorePart, CoreRefreshSource, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { bookedRefreshStart } from '@/lib/core-connector/booked-refresh-start';
import { createHeldPendingDates } from '@/lib/core-connector/create-held-pending-dates';
import { pullCoreTransactions, type CoreTransactions } from '@/lib/core-connector/pull-core-transactions';
import { currentCoreReadContext } from '@/lib/core-connector/core-read-scope';
import { writeCoreBalances } from '@/lib/core-connector/write-core-balances';
import { writeCoreTransactions } from '@/lib/core-connector/write-core-transactions';

/**
 * `fresh`: refreshed within the bound, nothing asked; `unchanged`: asked, and the core answered as the rows already are;
 * `unknown`: the core does not know the account (a 404).
 */
export type RefreshOutcome = 'fresh' | 'unchanged' | 'refreshed' | 'unknown';

export type RefreshAccountFromCoreInput = {
  source: CoreRefreshSource;
  account: RefreshableAccount;
  part: CorePart;
  now: Date;
};

// Process-wide (D34): one refresh of an account's part at a time in this instance, which reads arriving meanwhile
// share; and the oldest pending date each account held after this instance's last write of its transactions.
const refreshState = processWide('core-connector.refresh-state', () => ({
  inFlight: new Map<string, Promise<RefreshOutcome>>(),
  heldPendingDates: createHeldPendingDates(10_000),
}));

/**
 * D34: brings an account's balances or transactions (`part`) up to the core's when their last refresh is older than the
 * bound. Rejects with CoreUnavailableError when the core cannot answer; nothing is written then.
 */
export function refreshAccountFromCore(input: RefreshAccountFromCoreInput): Promise<RefreshOutcome> {
  if (isFresh(input.account.stamps[input.part].refreshedAt, input)) return Promise.resolve('fresh');
  const key = flightKey(input);
  const { inFlight } = refreshState();
  const running = inFlight.get(key);
  if (running) return running;
  const refresh = runRefresh(input).finally(() => inFlight.delete(key));
  inFlight.set(key, refresh);
  return refresh;
}

function isFresh(refreshedAt: Date | null, input: RefreshAccountFromCoreInput): boolean {
  return refreshedAt !== null && input.now.getTime() - refreshedAt.getTime() < input.source.freshnessMs;
}

type OnAccount = { accountId: string } | { cardAccountId: string };

/** What the core answered for one part: the balances, or the entries with the day the booked ones were asked from. */
type PartAnswer =
  | { part: 'balances'; balances: CoreBalance[] }
  | ({ part: 'transactions'; bookedFrom: string | undefined } & CoreTransactions);

async function runRefresh(input: RefreshAccountFromCoreInput): Promise<RefreshOutcome> {
  const { account, source } = input;
  // A card account imported without its bank number cannot be asked for: it is served as held.
  const key: CoreAccountKey | null =
    account.kind === 'account'
      ? { iban: account.iban }
      : account.cardAccountNumber
        ? { cardAccountNumber: account.cardAccountNumber }
        : null;
  if (!key) return 'fresh';
  const onAccount: OnAccount = account.kind === 'account' ? { accountId: account.id } : { cardAccountId: account.id };
  // Asked before the transaction opens: a slow core never holds a database connection.
  const answer = await pullPart(input, key, onAccount, currentCoreReadContext());
  if (!answer) return 'unknown';
  const digest = createHash('sha256').update(JSON.stringify(answer)).digest('base64url');
  // The core answers as when the rows were last written from it: only the stamp moves (one statement, no transaction).
  const stamp = { account, part: input.part, now: input.now, digest };
  if (digest === account.stamps[input.part].digest && (await stampUnchanged(stamp))) return 'unchanged';
  const target = { accountId: null, cardAccountId: null, currency: account.currency, ...onAccount };
  const flight = flightKey(input);
  try {
    const written = await db.$transaction(async (tx) => {
      // Instances refreshing the same part of an account write one after the other (D13 advisory lock).
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`core-refresh:${flight}`}, 0))`;
      if (!(await stampRefresh(tx, stamp))) return null;
      if (answer.part === 'balances') {
        await writeCoreBalances(tx, { target, balances: answer.balances, now: input.now });
        return { oldestPending: undefined };
      }
      await writeCoreTransactions(tx, { target, entries: answer });
      return { oldestPending: await oldestPendingDate(tx, onAccount) };
    });
    if (written?.oldestPending !== undefined)
      refreshState().heldPendingDates.remember(flight, digest, written.oldestPending);
  } catch (error) {
    if (error instanceof AmountError)
      throw new CoreUnavailableError('malformed', source.reader.health().retryAfterSeconds, error.message);
    throw error;
  }
  return 'refreshed';
}

/** The part's answer from the core, null when the core does not know the account. */
async function pullPart(
  input: RefreshAccountFromCoreInput,
  key: CoreAccountKey,
  onAccount: OnAccount,
  context: CoreReadContext,
): Promise<PartAnswer | null> {
  const { account, source } = input;
  if (input.part === 'balances') {
    const balances = await source.reader.balances(key, context);
    return balances && { part: 'balances', balances };
  }
  const stamp = account.stamps.transactions;
  const heldPending = refreshState().heldPendingDates.recall(flightKey(input), stamp.digest);
  const bookedFrom = bookedRefreshStart(
    stamp.refreshedAt ?? (await newestBookingDate(onAccount, input.now)),
    heldPending === undefined ? await oldestPendingDate(db, onAccount) : heldPending,
  );
  const entries = await pullCoreTransactions(source.reader, key, bookedFrom, context);
  return entries && { part: 'transactions', bookedFrom, ...entries };
}

type Stamp = { account: RefreshableAccount; part: CorePart; now: Date; digest: string };

/** The table and the two columns a part's stamp is kept in. */
function stampColumns(input: Stamp): { table: Prisma.Sql; refreshedAt: Prisma.Sql; digest: Prisma.Sql } {
  const name = input.part === 'balances' ? 'Balances' : 'Transactions';
  return {
    table: Prisma.raw(input.account.kind === 'account' ? '"Account"' : '"CardAccount"'),
    refreshedAt: Prisma.raw(`"core${name}RefreshedAt"`),
    digest: Prisma.raw(`"core${name}Digest"`),
  };
}

/**
 * Compare and swap of the part's refresh stamp and digest: a pull another instance started later and wrote first is
 * not overwritten by this older one.
 */
async function stampRefresh(tx: Prisma.TransactionClient, input: Stamp): Promise<boolean> {
  const { table, refreshedAt, digest } = stampColumns(input);
  const stamped = await tx.$executeRaw`UPDATE ${table} SET ${refreshedAt} = ${input.now}, ${digest} = ${input.digest}
    WHERE "id" = ${input.account.id} AND (${refreshedAt} IS NULL OR ${refreshedAt} < ${input.now})`;
  return stamped === 1;
}

/** As stampRefresh, only while the rows are still those written from this digest: one prepared statement (D31). */
async function stampUnchanged(input: Stamp): Promise<boolean> {
  const { table, refreshedAt, digest } = stampColumns(input);
  const stamped = await executeStatement(
    Prisma.sql`UPDATE ${table} SET ${refreshedAt} = ${input.now}, ${digest} = ${input.digest}
      WHERE "id" = ${input.account.id} AND ${digest} = ${input.digest}
        AND (${refreshedAt} IS NULL OR ${refreshedAt} < ${input.now})`,
    { prepared: true },
  );
  return stamped === 1;
}

/** The newest booking up to today: one the core dated in the future must not move every later pull past the present. */
async function newestBookingDate(onAccount: OnAccount, now: Date): Promise<Date | null> {
  const newest = await db.transaction.findFirst({
    where: { ...onAccount, bookingStatus: 'booked', bookingDate: { not: null, lte: now } },
    orderBy: { bookingDate: 'desc' },
    select: { bookingDate: true },
  });
  return newest?.bookingDate ?? null;
}

/** A pending entry the core books may carry its own day as booking date: the booked pull reaches back to it. */
async function oldestPendingDate(
  client: Pick<Prisma.TransactionClient, 'transaction'>,
  onAccount: OnAccount,
): Promise<Date | null> {
  const pending = await client.transaction.aggregate({
    where: { ...onAccount, bookingStatus: 'pending' },
    _min: { transactionDate: true, valueDate: true },
  });
  const days = [pending._min.transactionDate, pending._min.valueDate].flatMap((day) => (day ? [day] : []));
  return days.length > 0 ? new Date(Math.min(...days.map(Number))) : null;
}

function flightKey(input: { account: RefreshableAccount; part: CorePart }): string {
  return `${input.account.kind}:${input.account.id}:${input.part}`;
}
