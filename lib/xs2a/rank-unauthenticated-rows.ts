/** D28: request-log rows kept per certificate and hour that did not authenticate; later ones are counted, not stored. */
export const unauthenticatedRowsPerCertificateHour = 100;

/** Every RateLimitCounter key of the limit starts with this; the certificate's fingerprint follows. */
export const unauthenticatedRowsCounterPrefix = 'request-log-unauthenticated:';

/** The limit's window: a clock hour (UTC). */
export const unauthenticatedRowsWindowMilliseconds = 3_600_000;

/** A row the limit counts: its counter (certificate and hour), its 1-based place there in the batch, and the batch's count there. */
export type UnauthenticatedRowRank = { counterKey: string; windowStart: Date; rank: number; inBatch: number };

/**
 * For each row of a batch, in order: its place among the batch's rows of its certificate and hour that did not
 * authenticate, or null for a row the limit leaves alone (authenticated, or without a certificate to find a TPP by).
 */
export function rankUnauthenticatedRows(rows: { isAuthenticated?: boolean; certificateFingerprint?: string; at: Date }[]): (UnauthenticatedRowRank | null)[] {
  const ranks = rows.map((row) => {
    if (row.isAuthenticated || !row.certificateFingerprint) return null;
    return { counterKey: `${unauthenticatedRowsCounterPrefix}${row.certificateFingerprint}`, windowStart: new Date(Math.floor(row.at.getTime() / unauthenticatedRowsWindowMilliseconds) * unauthenticatedRowsWindowMilliseconds), rank: 0, inBatch: 0 };
  });
  const counters = new Map<string, UnauthenticatedRowRank[]>();
  for (const rank of ranks) {
    if (!rank) continue;
    const counter = `${rank.counterKey} ${rank.windowStart.getTime()}`;
    const same = counters.get(counter) ?? [];
    same.push(rank);
    counters.set(counter, same);
  }
  for (const same of counters.values()) {
    same.forEach((rank, index) => Object.assign(rank, { rank: index + 1, inBatch: same.length }));
  }
  return ranks;
}
