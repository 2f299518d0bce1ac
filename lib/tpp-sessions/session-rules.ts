import type { TppSessionStatus } from '@/lib/generated/prisma/enums';

/** Spec "Limits": the SCA session window of a TPP-Session-ID. */
export const sessionWindowMilliseconds = 60 * 60 * 1000;

export type SessionRow = { status: TppSessionStatus; customerId: string | null; expiresAt: Date | null };

/**
 * What a TPP-Session-ID means for a PSU at an instant (spec "TPP session (TPP-Session-ID) rules"): active (SCA within
 * the hour: no new SCA), expired (401 CONSENT_EXPIRED), invalidated (a newer session's SCA completed), pending (its SCA
 * has not completed), unknown (never seen) or other-psu (completed for another PSU). All but active need SCA.
 */
export type SessionState = 'active' | 'expired' | 'invalidated' | 'pending' | 'unknown' | 'other-psu';

export function sessionState(row: SessionRow | null, customerId: string | null, now: Date): SessionState {
  if (!row) return 'unknown';
  if (row.status === 'PENDING') return 'pending';
  if (row.status === 'INVALIDATED') return 'invalidated';
  if (customerId !== null && row.customerId !== customerId) return 'other-psu';
  if (!row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export function sessionExpiry(scaCompletedAt: Date): Date {
  return new Date(scaCompletedAt.getTime() + sessionWindowMilliseconds);
}
