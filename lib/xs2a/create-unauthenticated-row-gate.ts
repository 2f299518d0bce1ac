import { rankUnauthenticatedRows, unauthenticatedRowsPerCertificateHour } from '@/lib/xs2a/rank-unauthenticated-rows';

export type UnauthenticatedRowGate = {
  /** False for a row the database's limit would refuse anyway; such a row is neither queued nor counted there. */
  admits(row: { isAuthenticated?: boolean; certificateFingerprint?: string; at: Date }): boolean;
};

/** Certificates tracked in the current hour; past that, rows go to the database, which counts exactly. */
const maxTracked = 10_000;

/**
 * D28: this instance's own count of the rows that did not authenticate, per certificate and hour. The database's count
 * includes every instance's, so a row past the limit here is past it there: a flood from one certificate stops at the
 * limit in memory, before it takes a place in the request-log queue (D31) or a row in a batch.
 */
export function createUnauthenticatedRowGate(limit = unauthenticatedRowsPerCertificateHour): UnauthenticatedRowGate {
  let hour = 0;
  let counts = new Map<string, number>();
  return {
    admits(row) {
      const [rank] = rankUnauthenticatedRows([row]);
      if (!rank) return true;
      const windowStart = rank.windowStart.getTime();
      if (windowStart > hour) {
        hour = windowStart;
        counts = new Map();
      }
      if (windowStart < hour) return true;
      const count = counts.get(rank.counterKey);
      if (count === undefined && counts.size >= maxTracked) return true;
      counts.set(rank.counterKey, (count ?? 0) + 1);
      return (count ?? 0) < limit;
    },
  };
}
