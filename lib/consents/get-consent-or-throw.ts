import { db } from '@/lib/db';
import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
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

const consentSelect = {
  id: true,
  status: true,
  customerId: true,
  context: true,
  agreementId: true,
  validUntil: true,
  frequencyPerDay: true,
  recurringIndicator: true,
  lastScaAt: true,
  statusChangedAt: true,
} as const;

export type GetConsentOrThrowInput = {
  tppId: string;
  consentId: string;
  now: Date;
};

/**
 * A consent of this TPP by id, its status brought up to date (expired, or rejected with an SCA nobody can finish, D29);
 * another TPP's consent and an unknown id are the same 403 CONSENT_UNKNOWN (D1).
 */
export async function getConsentOrThrow(input: GetConsentOrThrowInput): Promise<ConsentRecord> {
  const where = { id: input.consentId, tppId: input.tppId };
  let consent = await db.consent.findFirst({ where, select: consentSelect });
  if (!consent)
    throw new Xs2aError('CONSENT_UNKNOWN', {
      path: 'consentId',
      text: `There is no consent ${input.consentId.slice(0, 60)} for this TPP.`,
    });
  if (
    consent.status === 'received' &&
    (await endUnfinishableScas({ of: { consentId: consent.id }, now: input.now })) > 0
  ) {
    consent = await db.consent.findFirstOrThrow({ where, select: consentSelect });
  }
  return expireConsentIfDue(consent, input.now);
}
