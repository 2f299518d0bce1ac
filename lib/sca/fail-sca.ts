import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { moveScaStatus } from '@/lib/sca/move-sca-status';

/**
 * Ends an SCA without approval (cancel, three failed sign-ins, an expired link): the authorisation moves to FAILED
 * and a consent waiting for it is rejected. The TPP session is untouched, so an older session id stays valid (spec
 * "TPP session rules": an aborted SCA keeps the old session). False when the authorisation had already moved on.
 */
export async function failSca(input: { authorisationId: string; from: ScaStatus; consentId: string | null; now: Date }, client: Prisma.TransactionClient): Promise<boolean> {
  const isFailed = await moveScaStatus({ authorisationId: input.authorisationId, from: input.from, to: 'FAILED' }, client);
  if (isFailed && input.consentId) await moveConsentStatus({ consentId: input.consentId, from: 'received', to: 'rejected', now: input.now }, client);
  return isFailed;
}
