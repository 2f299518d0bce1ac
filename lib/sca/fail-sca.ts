import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { movePaymentStatus } from '@/lib/payments/move-payment-status';
import { afterCommit } from '@/lib/database/after-commit';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { observeScaOutcome } from '@/lib/observability/observe-sca-outcome';
import { failedScaKind } from '@/lib/sca/sca-outcome-kind';

/**
 * Ends an SCA without approval (cancel, three failed sign-ins, an expired link): the authorisation moves to FAILED,
 * a consent waiting for it is rejected and a payment waiting for its first approval (RCVD) is rejected (RJCT). D23: a
 * corporate payment already registered (PATC) keeps waiting for another approver. D25: a basket's payments still RCVD
 * are rejected as a single payment's would be. The TPP session is untouched, so an older session id stays valid (spec
 * "TPP session rules": an aborted SCA keeps the old session). False when the authorisation had already moved on. Runs
 * inside the caller's `runTransaction`; the outcome is counted and logged once it commits (D33).
 */
export async function failSca(input: { authorisationId: string; from: ScaStatus; consentId: string | null; paymentId?: string | null; basketId?: string | null; now: Date }, client: Prisma.TransactionClient): Promise<boolean> {
  const isFailed = await moveScaStatus({ authorisationId: input.authorisationId, from: input.from, to: 'FAILED' }, client);
  if (isFailed) afterCommit(client, () => observeScaOutcome({ kind: failedScaKind(input), outcome: 'failed', authorisationId: input.authorisationId }));
  if (isFailed && input.consentId) await moveConsentStatus({ consentId: input.consentId, from: 'received', to: 'rejected', now: input.now }, client);
  if (isFailed && input.paymentId) await movePaymentStatus({ paymentId: input.paymentId, from: 'RCVD', to: 'RJCT', now: input.now }, client);
  if (isFailed && input.basketId) await client.payment.updateMany({ where: { basketId: input.basketId, status: 'RCVD' }, data: { status: 'RJCT', statusChangedAt: input.now } });
  return isFailed;
}
