import {
  CoreUnavailableError,
  type CoreAccountKey,
  type CoreAccountReader,
  type CoreReadContext,
  type CoreTransaction,
  type CoreTransactionQuery,
} from '@/lib/core-connector/core-accounts';

/** What a refresh of transactions writes: every pending entry, and the booked entries it asked for. */
export type CoreTransactions = { pending: CoreTransaction[]; booked: CoreTransaction[] };

/** The largest page the contract allows, and how many a refresh follows before it takes the core's paging as broken. */
const pageLimit = 1000;
const maxPages = 200;

/**
 * D34: all of an account's pending entries and its booked entries from `bookedFrom` (all when undefined), following
 * `next`, each call carrying `context`; null when the core does not know the account. Rejects with CoreUnavailableError.
 */
export async function pullCoreTransactions(
  reader: CoreAccountReader,
  key: CoreAccountKey,
  bookedFrom: string | undefined,
  context: CoreReadContext = {},
): Promise<CoreTransactions | null> {
  // Asked at once, so a refresh costs one of the core's round trips rather than two. An entry booked between the two
  // lists' answers may be missing from both for that one refresh; the next one finds it booked.
  const [pending, booked] = await Promise.all([
    allPages(reader, key, { bookingStatus: 'pending' }, context),
    allPages(reader, key, { bookingStatus: 'booked', dateFrom: bookedFrom }, context),
  ]);
  if (!pending || !booked) return null;
  return { pending, booked };
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
