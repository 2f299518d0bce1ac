import type { ConsentStatus } from '@/lib/generated/prisma/enums';

/**
 * The consentStatus state machine of a bank-offered consent (spec 9, D8). The PSU grants or refuses during SCA, may
 * revoke at the bank at any time, the TPP may end it (DELETE), and it runs out after its validUntil date.
 */
export const consentTransitions: Record<ConsentStatus, readonly ConsentStatus[]> = {
  /** Created by POST /v1/bank-offered-consents (or by the AIS guard's 401); waiting for the PSU's SCA. */
  received: ['valid', 'rejected', 'terminatedByTpp'],
  /** Granted. Also ends as expired when a newer grant for the same (TPP, PSU, context) replaces it (D8). */
  valid: ['revokedByPsu', 'expired', 'terminatedByTpp'],
  /** Never entered: this bank has no multilevel SCA. */
  partiallyAuthorised: [],
  /** The PSU cancelled or the SCA failed. Final. */
  rejected: [],
  /** Revoked by the PSU on "My consents"; the TPP is not told (spec 9) and gets 403 CONSENT_UNKNOWN (D2). Final. */
  revokedByPsu: [],
  /** Ran out or replaced. Final. */
  expired: [],
  /** Ended by the TPP with DELETE /v1/consents/{consentId}. Final. */
  terminatedByTpp: [],
};

export function canMoveConsentStatus(from: ConsentStatus, to: ConsentStatus): boolean {
  return consentTransitions[from].includes(to);
}
