import {
  rankUnauthenticatedRows,
  unauthenticatedRowLimits,
  type NotStoredReason,
  type UnauthenticatedRowLimits,
} from '@/lib/xs2a/rank-unauthenticated-rows';

export type UnauthenticatedRowGate = {
  /** The limit the database would refuse the row by anyway, or null to queue it; a refused row is counted nowhere else. */
  refuses(row: {
    isAuthenticated?: boolean;
    certificateFingerprint?: string;
    clientAddress?: string;
    at: Date;
  }): NotStoredReason | null;
};

/** Certificates, and addresses, tracked in the current hour; past that, rows go to the database, which counts exactly. */
const maxTracked = 10_000;

/**
 * D28: this instance's own hourly count of the rows that did not authenticate, in the database's stages (certificate,
 * client address, then the anonymous ceiling), so a flood stops in memory before it fills the request-log queue.
 */
export function createUnauthenticatedRowGate(
  limits: UnauthenticatedRowLimits = unauthenticatedRowLimits(),
): UnauthenticatedRowGate {
  let hour = 0;
  let counts = new Map<string, number>();
  /** Counts the row against `key` unless it is already at `limit`; true when it is within. */
  const take = (key: string, limit: number): boolean => {
    const count = counts.get(key);
    if (count === undefined && counts.size >= maxTracked) return true;
    if ((count ?? 0) >= limit) return false;
    counts.set(key, (count ?? 0) + 1);
    return true;
  };
  return {
    refuses(row) {
      const [rank] = rankUnauthenticatedRows([row]);
      if (!rank) return null;
      const windowStart = rank.windowStart.getTime();
      if (windowStart > hour) {
        hour = windowStart;
        counts = new Map();
      }
      if (windowStart < hour) return null;
      if (rank.certificate && !take(rank.certificate.counterKey, limits.perCertificate)) return 'certificate';
      if (rank.addressKey && !take(rank.addressKey, limits.perAddress)) return 'address';
      // A row with a certificate may be a registered TPP's, which the ceiling leaves alone: only the database knows.
      if (!rank.certificate && !take('', limits.anonymous)) return 'anonymous';
      return null;
    },
  };
}
