import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { afterCommit } from '@/lib/database/after-commit';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { observeScaOutcome } from '@/lib/observability/observe-sca-outcome';
import { lockPaymentsOfSca, rejectPaymentsOfFailedSca, type ScaEnding } from '@/lib/sca/reject-payments-of-failed-sca';
import { failedScaKind } from '@/lib/sca/sca-outcome-kind';

/**
 * Ends an SCA without approval (cancel, three failed sign-ins, an expired link): the authorisation moves to FAILED and
 * a consent waiting for it is rejected. A payment waiting for its first approval (RCVD), or a basket's payments still
 * RCVD (D25), are rejected (RJCT) when the PSU refused them, and after an SCA that lapsed only when nothing else can
 * still authorise them (rejectPaymentsOfFailedSca). D23: a corporate payment already registered (PATC) keeps waiting
 * for another approver. The TPP session is untouched, so an older session id stays valid (spec "TPP session rules":
 * an aborted SCA keeps the old session). False when the authorisation had already moved on. Runs inside the caller's
 * `runTransaction`; the outcome is counted and logged once it commits (D33).
 */
export async function failSca(
  input: {
    authorisationId: string;
    from: ScaStatus;
    consentId: string | null;
    paymentId?: string | null;
    basketId?: string | null;
    ending: ScaEnding;
    now: Date;
    /** Written with the move to FAILED (D29: `sessionEndedAt`). */
    data?: Prisma.AuthorisationUncheckedUpdateManyInput;
  },
  client: Prisma.TransactionClient,
): Promise<boolean> {
  await lockPaymentsOfSca(input, client);
  const isFailed = await moveScaStatus({ authorisationId: input.authorisationId, from: input.from, to: 'FAILED', data: input.data }, client);
  if (!isFailed) return false;
  afterCommit(client, () => observeScaOutcome({ kind: failedScaKind(input), outcome: 'failed', authorisationId: input.authorisationId }));
  if (input.consentId) await moveConsentStatus({ consentId: input.consentId, from: 'received', to: 'rejected', now: input.now }, client);
  await rejectPaymentsOfFailedSca(input, client);
  return true;
}
