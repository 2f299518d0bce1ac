import { isPastValidUntil } from '@/lib/consents/consent-validity';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';

type Expirable = { id: string; status: string; validUntil: Date | null; statusChangedAt: Date };

/** A valid consent whose validUntil has passed is moved to expired when it is next read, so reads never show it valid. */
export async function expireConsentIfDue<Consent extends Expirable>(consent: Consent, now: Date): Promise<Consent> {
  if (consent.status !== 'valid' || !isPastValidUntil(consent.validUntil, now)) return consent;
  await moveConsentStatus({ consentId: consent.id, from: 'valid', to: 'expired', now });
  return { ...consent, status: 'expired', statusChangedAt: now };
}
