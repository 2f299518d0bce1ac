import { db } from '@/lib/db';
import { isResourceId } from '@/lib/ids/is-resource-id';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import {
  givenConsentStatuses,
  presentPsuConsent,
  psuConsentInclude,
  type PsuConsent,
} from '@/lib/consents/present-psu-consent';
import { psuConsentScope } from '@/lib/consents/psu-consent-scope';

export type FindPsuConsentInput = {
  consentId: string;
  customerId: string;
  now: Date;
};

/**
 * One consent the signed-in PSU gave, for the revoke confirmation and its receipt (D30); null for an id that is not
 * theirs, unknown or malformed, so another PSU's consent is indistinguishable from none.
 */
export async function findPsuConsent(input: FindPsuConsentInput): Promise<PsuConsent | null> {
  if (!isResourceId(input.consentId)) return null;
  const customer = await db.customer.findUnique({ where: { id: input.customerId }, select: { customerNumber: true } });
  if (!customer) return null;
  const row = await db.consent.findFirst({
    where: {
      ...psuConsentScope(input.customerId, customer.customerNumber),
      id: input.consentId,
      status: { in: givenConsentStatuses },
      lastScaAt: { not: null },
    },
    include: psuConsentInclude,
  });
  return row ? presentPsuConsent(await expireConsentIfDue(row, input.now)) : null;
}
