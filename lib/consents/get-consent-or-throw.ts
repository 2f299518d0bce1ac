import { db } from '@/lib/db';
import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type ConsentRecord = {
  id: string;
  status: ConsentStatus;
  customerId: string | null;
  context: PsuContext | null;
  agreementId: string | null;
  validUntil: Date | null;
  frequencyPerDay: number;
  recurringIndicator: boolean;
  lastScaAt: Date | null;
  statusChangedAt: Date;
};

/**
 * A consent of this TPP by its id, its status brought up to date (a valid consent past validUntil is expired). Another
 * TPP's consent and an unknown id are the same 403 CONSENT_UNKNOWN (Berlin Group: "The Consent-ID cannot be matched
 * by the ASPSP relative to the TPP"; D1: nothing reveals another TPP's resources).
 */
export async function getConsentOrThrow(input: { tppId: string; consentId: string; now: Date }): Promise<ConsentRecord> {
  const consent = await db.consent.findFirst({
    where: { id: input.consentId, tppId: input.tppId },
    select: { id: true, status: true, customerId: true, context: true, agreementId: true, validUntil: true, frequencyPerDay: true, recurringIndicator: true, lastScaAt: true, statusChangedAt: true },
  });
  if (!consent) throw new Xs2aError('CONSENT_UNKNOWN', { path: 'consentId', text: `There is no consent ${input.consentId.slice(0, 60)} for this TPP.` });
  return expireConsentIfDue(consent, input.now);
}
