import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { afterCommit } from '@/lib/database/after-commit';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { observeScaOutcome } from '@/lib/observability/observe-sca-outcome';
import { lockPaymentsOfSca, rejectPaymentsOfFailedSca, type ScaEnding } from '@/lib/sca/reject-payments-of-failed-sca';
import { failedScaKind } from '@/lib/sca/sca-outcome-kind';

export type FailScaInput = {
  authorisationId: string;
  from: ScaStatus;
  consentId: string | null;
  paymentId?: string | null;
  basketId?: string | null;
  ending: ScaEnding;
  now: Date;
  /** Written with the move to FAILED (D29: `sessionEndedAt`). */
  data?: Prisma.AuthorisationUncheckedUpdateManyInput;
};

/**
 * Ends an SCA without approval: FAILED, its consent rejected, its RCVD payments rejected as rejectPaymentsOfFailedSca
 * decides; the TPP session is untouched. False when it had already moved on. Inside the caller's `runTransaction` (D23).
 */
export async function failSca(input: FailScaInput, client: Prisma.TransactionClient): Promise<boolean> {
  await lockPaymentsOfSca(input, client);
  const isFailed = await moveScaStatus(
    { authorisationId: input.authorisationId, from: input.from, to: 'FAILED', data: input.data },
    client,
  );
  if (!isFailed) return false;
  afterCommit(client, () =>
    observeScaOutcome({ kind: failedScaKind(input), outcome: 'failed', authorisationId: input.authorisationId }),
  );
  if (input.consentId)
    await moveConsentStatus({ consentId: input.consentId, from: 'received', to: 'rejected', now: input.now }, client);
  await rejectPaymentsOfFailedSca(input, client);
  return true;
}
