/** The oldest pending date an account holds, as a refresh wrote it, told only while the account keeps that digest. */
export type HeldPendingDates = {
  /** The date remembered for `accountKey`, or undefined when none is remembered for this `digest` (then ask the table). */
  recall: (accountKey: string, digest: string | null) => Date | null | undefined;
  remember: (accountKey: string, digest: string, oldestPending: Date | null) => void;
};

/**
 * D34: per instance, the oldest pending date held by each account as its refresh last wrote it, under that write's
 * digest; at most `capacity` accounts, the least recently used forgotten first.
 */
export function createHeldPendingDates(capacity: number): HeldPendingDates {
  const held = new Map<string, { digest: string; oldestPending: Date | null }>();
  return {
    recall: (accountKey, digest) => {
      const entry = held.get(accountKey);
      if (!entry || digest === null || entry.digest !== digest) return undefined;
      held.delete(accountKey);
      held.set(accountKey, entry);
      return entry.oldestPending;
    },
    remember: (accountKey, digest, oldestPending) => {
      held.delete(accountKey);
      held.set(accountKey, { digest, oldestPending });
      if (held.size > capacity) held.delete(held.keys().next().value as string);
    },
  };
}
