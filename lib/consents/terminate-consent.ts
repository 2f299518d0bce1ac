import { db } from '@/lib/db';
import type { ConsentStatus } from '@/lib/generated/prisma/enums';
import { getConsentOrThrow, type GetConsentOrThrowInput } from '@/lib/consents/get-consent-or-throw';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * DELETE /v1/consents/{consentId}: the TPP ends its consent (terminatedByTpp) and an open SCA for it fails. Repeating
 * it is harmless; a consent that ended otherwise is 409 STATUS_INVALID.
 */
export async function terminateConsent(input: GetConsentOrThrowInput): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const consent = await getConsentOrThrow(input);
    if (consent.status === 'terminatedByTpp') return;
    if (consent.status !== 'received' && consent.status !== 'valid') {
      throw new Xs2aError('STATUS_INVALID', {
        text: `The consent is already ${consent.status} and cannot be terminated.`,
      });
    }
    if (await terminateFrom({ consentId: consent.id, from: consent.status, now: input.now })) return;
  }
  throw new Xs2aError('STATUS_INVALID', {
    text: 'The consent changed status while it was being terminated; read it and try again.',
  });
}

class ConsentMovedMeanwhile extends Error {}

/**
 * The open SCA fails first and the consent moves second: the order in which an approval (finaliseSca, then the consent)
 * and the PSU's Cancel (failSca) take the same rows, so that a DELETE meeting either waits for it instead of
 * deadlocking with it. A lost compare-and-swap rolls the failed SCA back.
 */
async function terminateFrom(input: { consentId: string; from: ConsentStatus; now: Date }): Promise<boolean> {
  try {
    await db.$transaction(async (client) => {
      await client.authorisation.updateMany({
        where: { consentId: input.consentId, scaStatus: { in: openScaStatuses } },
        data: { scaStatus: 'FAILED' },
      });
      if (
        !(await moveConsentStatus(
          { consentId: input.consentId, from: input.from, to: 'terminatedByTpp', now: input.now },
          client,
        ))
      )
        throw new ConsentMovedMeanwhile();
    });
    return true;
  } catch (error) {
    if (error instanceof ConsentMovedMeanwhile) return false;
    throw error;
  }
}
