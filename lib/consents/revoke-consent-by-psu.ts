import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { moveConsentStatus } from '@/lib/consents/move-consent-status';
import { psuConsentScope } from '@/lib/consents/psu-consent-scope';
import { bankDate } from '@/lib/berlin-group/bank-date';

export type RevokeConsentByPsuInput = {
  consentId: string;
  customerId: string;
  now: Date;
};

/**
 * Spec 9: the PSU revokes a consent at the bank at any time; the bank does not tell the TPP, whose next account
 * information request gets 403 CONSENT_UNKNOWN (D2). Only the PSU's own valid consent can be revoked. Returns the
 * TPP's name for the confirmation, or null when nothing was revoked. A consent past its validUntil has expired and
 * stays so: the TPP's next call still answers CONSENT_EXPIRED.
 */
export async function revokeConsentByPsu(input: RevokeConsentByPsuInput): Promise<{ tppName: string } | null> {
  if (!isResourceId(input.consentId)) return null;
  const customer = await db.customer.findUnique({ where: { id: input.customerId }, select: { customerNumber: true } });
  if (!customer) return null;
  const where = {
    ...psuConsentScope(input.customerId, customer.customerNumber),
    OR: [{ validUntil: null }, { validUntil: { gte: new Date(`${bankDate(input.now)}T00:00:00Z`) } }],
  };
  const isRevoked = await moveConsentStatus({
    consentId: input.consentId,
    from: 'valid',
    to: 'revokedByPsu',
    now: input.now,
    where,
  });
  if (!isRevoked) return null;
  const consent = await db.consent.findUniqueOrThrow({
    where: { id: input.consentId },
    select: { tpp: { select: { name: true } } },
  });
  return { tppName: consent.tpp.name };
}
