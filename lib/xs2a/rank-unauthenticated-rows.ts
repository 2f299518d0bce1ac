import { env } from '@/lib/env';

/** D28: request-log rows kept per certificate and hour that did not authenticate; later ones are counted, not stored. */
export const unauthenticatedRowsPerCertificateHour = 100;

/** Every RateLimitCounter key of the certificate limit starts with this; the certificate's fingerprint follows. */
export const unauthenticatedRowsCounterPrefix = 'request-log-unauthenticated:';

/** Every RateLimitCounter key of the client-address limit starts with this; the address (D19's form) follows. */
export const unauthenticatedRowsAddressPrefix = 'request-log-unauthenticated-address:';

/** The one RateLimitCounter key of the hourly ceiling on anonymous rows (no certificate of a registered TPP). */
export const anonymousRowsCounterKey = 'request-log-anonymous';

/** The limits' window: a clock hour (UTC). */
export const unauthenticatedRowsWindowMilliseconds = 3_600_000;

/** D28: the three limits on rows that did not authenticate, each per hour, applied in this order. */
export type UnauthenticatedRowLimits = { perCertificate: number; perAddress: number; anonymous: number };

/** The limits in force: the certificate's fixed, the address's and the anonymous ceiling from the environment. */
export function unauthenticatedRowLimits(): UnauthenticatedRowLimits {
  return {
    perCertificate: unauthenticatedRowsPerCertificateHour,
    perAddress: env.XS2A_REQUEST_LOG_UNAUTHENTICATED_PER_ADDRESS,
    anonymous: env.XS2A_REQUEST_LOG_ANONYMOUS_PER_HOUR,
  };
}

/** Why a row was not stored: the limit that refused it. */
export type NotStoredReason = 'certificate' | 'address' | 'anonymous';

/** A row the limit counts: its counter (certificate and hour), its 1-based place there in the batch, and the batch's count there. */
export type CertificateRank = { counterKey: string; rank: number; inBatch: number };

/**
 * A row that did not authenticate: its hour, its certificate counter's place (null without a certificate) and its
 * client address's counter (null when the row does not say where it came from).
 */
export type UnauthenticatedRowRank = {
  windowStart: Date;
  certificate: CertificateRank | null;
  addressKey: string | null;
};

type RankedRow = { isAuthenticated?: boolean; certificateFingerprint?: string; clientAddress?: string; at: Date };

/**
 * For each row of a batch, in order: null for an authenticated row, which no limit counts; else its hour, its place
 * among the batch's rows of its certificate and hour, and its address's counter key.
 */
export function rankUnauthenticatedRows(rows: RankedRow[]): (UnauthenticatedRowRank | null)[] {
  const ranks = rows.map((row): UnauthenticatedRowRank | null => {
    if (row.isAuthenticated) return null;
    const windowStart = new Date(
      Math.floor(row.at.getTime() / unauthenticatedRowsWindowMilliseconds) * unauthenticatedRowsWindowMilliseconds,
    );
    const certificate = row.certificateFingerprint
      ? { counterKey: `${unauthenticatedRowsCounterPrefix}${row.certificateFingerprint}`, rank: 0, inBatch: 0 }
      : null;
    return {
      windowStart,
      certificate,
      addressKey: row.clientAddress ? `${unauthenticatedRowsAddressPrefix}${row.clientAddress}` : null,
    };
  });
  const counters = new Map<string, CertificateRank[]>();
  for (const rank of ranks) {
    if (!rank?.certificate) continue;
    const counter = `${rank.certificate.counterKey} ${rank.windowStart.getTime()}`;
    const same = counters.get(counter) ?? [];
    same.push(rank.certificate);
    counters.set(counter, same);
  }
  for (const same of counters.values()) {
    same.forEach((rank, index) => Object.assign(rank, { rank: index + 1, inBatch: same.length }));
  }
  return ranks;
}
