import { bankDate } from '@/lib/berlin-group/bank-date';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import type { SandboxConsentStatus } from './consent-status-schema';

/**
 * D16: ends a valid consent of this TPP now, as its validUntil passing (expired, validUntil the bank's yesterday) or
 * the PSU's revocation at the bank (revokedByPsu) would, by compare-and-swap from valid; else 409 STATUS_INVALID.
 */
export async function setSandboxConsentStatus(input: {
  tppId: string;
  consentId: string;
  consentStatus: SandboxConsentStatus;
  now: Date;
}): Promise<{ consentId: string; consentStatus: SandboxConsentStatus }> {
  const yesterday = new Date(Date.parse(`${bankDate(input.now)}T00:00:00Z`) - 86_400_000);
  const isEnded = await moveConsentStatus({
    consentId: input.consentId,
    from: 'valid',
    to: input.consentStatus,
    now: input.now,
    where: { tppId: input.tppId },
    data: input.consentStatus === 'expired' ? { validUntil: yesterday } : undefined,
  });
  if (isEnded) return { consentId: input.consentId, consentStatus: input.consentStatus };
  const consent = await db.consent.findFirst({
    where: { id: input.consentId, tppId: input.tppId },
    select: { status: true },
  });
  // D4: another TPP's consent is as unknown as one that does not exist.
  if (!consent) throw new Xs2aError('RESOURCE_UNKNOWN', { text: 'There is no such consent in your sandbox.' });
  throw new Xs2aError('STATUS_INVALID', {
    path: 'consentStatus',
    text: `consentStatus: only a valid consent can become ${input.consentStatus}; this one is ${consent.status}.`,
  });
}
