import { createHash } from 'node:crypto';
import { executeStatement } from '@/lib/database/raw-sql';
import { db } from '@/lib/db';
import { processWide } from '@/lib/runtime/process-wide';
import { Prisma } from '@/lib/generated/prisma/client';
import { AmountError } from '@/lib/money/amount-error';
import { CoreUnavailableError, type CoreAccountKey } from '@/lib/core-connector/core-accounts';
import type { CoreRefreshSource, RefreshableAccount } from '@/lib/core-connector/core-refresh-source';
import { bookedRefreshStart } from '@/lib/core-connector/booked-refresh-start';
import { createHeldPendingDates } from '@/lib/core-connector/create-held-pending-dates';
import { pullCoreEntries } from '@/lib/core-connector/pull-core-entries';
import { currentCoreReadContext } from '@/lib/core-connector/core-read-scope';
import { writeCoreEntries } from '@/lib/core-connector/write-core-entries';

/**
 * `fresh`: refreshed within the bound, nothing asked; `unchanged`: asked, and the core answered as the rows already are;
 * `unknown`: the core does not know the account (a 404).
 */
export type RefreshOutcome = 'fresh' | 'unchanged' | 'refreshed' | 'unknown';

export type RefreshAccountFromCoreInput = { source: CoreRefreshSource; account: RefreshableAccount; now: Date };

// Process-wide (D34): one refresh of an account at a time in this instance, which reads arriving meanwhile share; and
// the oldest pending date each account held after this instance's last write of it, so a refresh need not ask.
const refreshState = processWide('core-connector.refresh-state', () => ({
  inFlight: new Map<string, Promise<RefreshOutcome>>(),
  heldPendingDates: createHeldPendingDates(10_000),
}));

/**
 * D34: brings an account's balances and transactions up to the core's when its last refresh is older than the bound.
 * Rejects with CoreUnavailableError when the core cannot answer; nothing is written then.
 */
export function refreshAccountFromCore(input: RefreshAccountFromCoreInput): Promise<RefreshOutcome> {
  const { account } = input;
  if (isFresh(account.coreRefreshedAt, input)) return Promise.resolve('fresh');
  const key = flightKey(account);
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
  const onAccount = account.kind === 'account' ? { accountId: account.id } : { cardAccountId: account.id };
  // Asked before the transaction opens: a slow core never holds a database connection.
  const flight = flightKey(account);
  const { heldPendingDates } = refreshState();
  const heldPending = heldPendingDates.recall(flight, account.coreDigest);
  const bookedFrom = bookedRefreshStart(
    account.coreRefreshedAt ?? (await newestBookingDate(onAccount, input.now)),
    heldPending === undefined ? await oldestPendingDate(db, onAccount) : heldPending,
  );
  const entries = await pullCoreEntries(source.reader, key, bookedFrom, currentCoreReadContext());
  if (!entries) return 'unknown';
  const digest = createHash('sha256').update(JSON.stringify({ bookedFrom, entries })).digest('base64url');
  // The core answers as when the rows were last written from it: only the stamp moves (one statement, no transaction).
  const stamp = { account, now: input.now, digest };
  if (digest === account.coreDigest && (await stampUnchanged(stamp))) return 'unchanged';
  const target = { accountId: null, cardAccountId: null, currency: account.currency, ...onAccount };
  try {
    const written = await db.$transaction(async (tx) => {
      // Instances refreshing the same account write one after the other (D13 advisory lock).
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`core-refresh:${flight}`}, 0))`;
      if (!(await stampRefresh(tx, stamp))) return null;
      await writeCoreEntries(tx, { target, entries, now: input.now });
      return { oldestPending: await oldestPendingDate(tx, onAccount) };
    });
    if (written) heldPendingDates.remember(flight, digest, written.oldestPending);
  } catch (error) {
    if (error instanceof AmountError)
      throw new CoreUnavailableError('malformed', source.reader.health().retryAfterSeconds, error.message);
    throw error;
  }
  return 'refreshed';
}

type Stamp = { account: RefreshableAccount; now: Date; digest: string };

/**
 * Compare and swap of the refresh stamp and digest: a pull another instance started later and wrote first is not
 * overwritten by this older one.
 */
async function stampRefresh(tx: Prisma.TransactionClient, input: Stamp): Promise<boolean> {
  const where = { id: input.account.id, OR: [{ coreRefreshedAt: null }, { coreRefreshedAt: { lt: input.now } }] };
  const stamp = { where, data: { coreRefreshedAt: input.now, coreDigest: input.digest } };
  const stamped =
    input.account.kind === 'account' ? await tx.account.updateMany(stamp) : await tx.cardAccount.updateMany(stamp);
  return stamped.count === 1;
}

/** As stampRefresh, only while the rows are still those written from this digest: one prepared statement (D31). */
async function stampUnchanged(input: Stamp): Promise<boolean> {
  const table = Prisma.raw(input.account.kind === 'account' ? '"Account"' : '"CardAccount"');
  const stamped = await executeStatement(
    Prisma.sql`UPDATE ${table} SET "coreRefreshedAt" = ${input.now}, "coreDigest" = ${input.digest}
      WHERE "id" = ${input.account.id} AND "coreDigest" = ${input.digest}
        AND ("coreRefreshedAt" IS NULL OR "coreRefreshedAt" < ${input.now})`,
    { prepared: true },
  );
  return stamped === 1;
}

/** The newest booking up to today: one the core dated in the future must not move every later pull past the present. */
async function newestBookingDate(
  onAccount: { accountId: string } | { cardAccountId: string },
  now: Date,
): Promise<Date | null> {
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
  onAccount: { accountId: string } | { cardAccountId: string },
): Promise<Date | null> {
  const pending = await client.transaction.aggregate({
    where: { ...onAccount, bookingStatus: 'pending' },
    _min: { transactionDate: true, valueDate: true },
  });
  const days = [pending._min.transactionDate, pending._min.valueDate].flatMap((day) => (day ? [day] : []));
  return days.length > 0 ? new Date(Math.min(...days.map(Number))) : null;
}

function flightKey(account: RefreshableAccount): string {
  return `${account.kind}:${account.id}`;
}
