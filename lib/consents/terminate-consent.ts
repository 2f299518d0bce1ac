import { db } from '@/lib/db';
import { getConsentOrThrow } from '@/lib/consents/get-consent-or-throw';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * DELETE /v1/consents/{consentId}: the TPP ends its consent (terminatedByTpp). An SCA still in progress for it fails,
 * so the PSU cannot approve a withdrawn request. Repeating the DELETE is harmless, also while the first is still
 * running; a consent that already ended otherwise (rejected, revoked, expired) cannot be terminated: 409 STATUS_INVALID.
 */
export async function terminateConsent(input: { tppId: string; consentId: string; now: Date }): Promise<void> {
  const consent = await getConsentOrThrow(input);
  if (consent.status === 'terminatedByTpp') return;
  if (consent.status !== 'received' && consent.status !== 'valid') {
    throw new Xs2aError('STATUS_INVALID', { text: `The consent is already ${consent.status} and cannot be terminated.` });
  }
  await db.$transaction(async (client) => {
    const isMoved = await moveConsentStatus({ consentId: consent.id, from: consent.status, to: 'terminatedByTpp', now: input.now }, client);
    if (!isMoved) {
      // A DELETE of the TPP's own that ran at the same moment (a client's retry) ended it: the same outcome as a repeat.
      const moved = await client.consent.findUnique({ where: { id: consent.id }, select: { status: true } });
      if (moved?.status === 'terminatedByTpp') return;
      throw new Xs2aError('STATUS_INVALID', { text: 'The consent changed status while it was being terminated; read it and try again.' });
    }
    await client.authorisation.updateMany({ where: { consentId: consent.id, scaStatus: { in: openScaStatuses } }, data: { scaStatus: 'FAILED' } });
  });
}
