import { bankDate } from '@/lib/berlin-group/bank-date';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { revokeConsentByPsu } from '@/lib/consents/revoke-consent-by-psu';
import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import type { SandboxConsentStatus } from './consent-status-schema';

export type SetSandboxConsentStatusInput = {
  tppId: string;
  consentId: string;
  consentStatus: SandboxConsentStatus;
  now: Date;
};

/**
 * D16: ends a valid consent of this TPP now, as its validUntil passing (expired, validUntil yesterday) or the PSU's
 * revocation at the bank (revokedByPsu) would; any other status is 409 STATUS_INVALID.
 */
export async function setSandboxConsentStatus(
  input: SetSandboxConsentStatusInput,
): Promise<{ consentId: string; consentStatus: SandboxConsentStatus }> {
  const consent = await db.consent.findFirst({
    where: { id: input.consentId, tppId: input.tppId },
    select: { status: true, customerId: true },
  });
  // D4: another TPP's consent is as unknown as one that does not exist.
  if (!consent) throw new Xs2aError('RESOURCE_UNKNOWN', { text: 'There is no such consent in your sandbox.' });
  const isMoved = consent.status === 'valid' && (await endConsent(input, consent.customerId));
  if (!isMoved) {
    throw new Xs2aError('STATUS_INVALID', {
      path: 'consentStatus',
      text: `consentStatus: only a valid consent can become ${input.consentStatus}; this one is ${consent.status}.`,
    });
  }
  return { consentId: input.consentId, consentStatus: input.consentStatus };
}

/** The compare-and-swap from valid: the PSU's own revocation (spec 9), or expiry with validUntil the bank's yesterday. */
async function endConsent(input: SetSandboxConsentStatusInput, customerId: string | null): Promise<boolean> {
  if (input.consentStatus === 'revokedByPsu') {
    if (!customerId) return false;
    return (await revokeConsentByPsu({ consentId: input.consentId, customerId, now: input.now })) !== null;
  }
  const yesterday = new Date(Date.parse(`${bankDate(input.now)}T00:00:00Z`) - 86_400_000);
  return moveConsentStatus({
    consentId: input.consentId,
    from: 'valid',
    to: 'expired',
    now: input.now,
    data: { validUntil: yesterday },
  });
}
