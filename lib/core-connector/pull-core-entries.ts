import {
  CoreUnavailableError,
  type CoreAccountKey,
  type CoreAccountReader,
  type CoreReadContext,
  type CoreBalance,
  type CoreTransaction,
  type CoreTransactionQuery,
} from '@/lib/core-connector/core-accounts';

/** What a refresh writes: the account's balances, every pending entry, and the booked entries it asked for. */
export type CoreEntries = { balances: CoreBalance[]; pending: CoreTransaction[]; booked: CoreTransaction[] };

/** The largest page the contract allows, and how many a refresh follows before it takes the core's paging as broken. */
const pageLimit = 1000;
const maxPages = 200;

/**
 * D34: an account's balances, all its pending entries and its booked entries from `bookedFrom` (all when undefined),
 * following `next`, each call carrying `context`; null when the core does not know the account. Rejects with
 * CoreUnavailableError.
 */
export async function pullCoreEntries(
  reader: CoreAccountReader,
  key: CoreAccountKey,
  bookedFrom: string | undefined,
  context: CoreReadContext = {},
): Promise<CoreEntries | null> {
  // Asked at once, so a refresh costs one of the core's round trips rather than three. An entry booked between the
  // two lists' answers may be missing from both for that one refresh; the next one finds it booked.
  const [balances, pending, booked] = await Promise.all([
    reader.balances(key, context),
    allPages(reader, key, { bookingStatus: 'pending' }, context),
    allPages(reader, key, { bookingStatus: 'booked', dateFrom: bookedFrom }, context),
  ]);
  if (!balances || !pending || !booked) return null;
  return { balances, pending, booked };
}

async function allPages(
  reader: CoreAccountReader,
  key: CoreAccountKey,
  query: Pick<CoreTransactionQuery, 'bookingStatus' | 'dateFrom'>,
  context: CoreReadContext,
): Promise<CoreTransaction[] | null> {
  const entries: CoreTransaction[] = [];
  const references = new Set<string>();
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await reader.transactions(key, { ...query, limit: pageLimit, ...(cursor && { cursor }) }, context);
    if (!answer) return null;
    // `next` marks a place in the order: an entry a later page repeats would be written twice, or one of two versions.
    for (const row of answer.transactions) {
      if (references.has(row.entryReference)) throw malformed(reader, `a ${query.bookingStatus} entry came twice`);
      references.add(row.entryReference);
    }
    entries.push(...answer.transactions);
    if (answer.next === undefined) return entries;
    if (cursors.has(answer.next)) break;
    cursors.add(answer.next);
    cursor = answer.next;
  }
  throw malformed(reader, `the ${query.bookingStatus} entries did not end within ${maxPages} pages`);
}

function malformed(reader: CoreAccountReader, message: string): CoreUnavailableError {
  return new CoreUnavailableError('malformed', reader.health().retryAfterSeconds, message);
}
