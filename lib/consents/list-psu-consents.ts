import { db } from '@/lib/db';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import { givenConsentStatuses, presentPsuConsent, psuConsentInclude, type PsuConsent } from '@/lib/consents/present-psu-consent';
import { psuConsentScope } from '@/lib/consents/psu-consent-scope';

/** D30: the history shows the most recent ended consents; older ones stay in the database, not on the page. */
const shownConsents = 100;

/**
 * D17 and D30, "My consents": the consents this PSU gave, newest change first: valid ones (which TPP, which context,
 * which accounts, the TPP's last access) and, as history, those revoked, expired or ended by the TPP, with their dates.
 * A consent never granted (received, rejected) is not the PSU's to see here. Null when the signed-in customer no longer
 * exists (a sandbox reset removed it): the page then asks the PSU to sign in again.
 */
export async function listPsuConsents(input: { customerId: string; now: Date }): Promise<{ customerName: string; consents: PsuConsent[] } | null> {
  const customer = await db.customer.findUnique({ where: { id: input.customerId }, select: { customerName: true, customerNumber: true } });
  if (!customer) return null;
  const rows = await db.consent.findMany({
    where: { ...psuConsentScope(input.customerId, customer.customerNumber), status: { in: givenConsentStatuses }, lastScaAt: { not: null } },
    orderBy: [{ statusChangedAt: 'desc' }, { id: 'asc' }],
    take: shownConsents,
    include: psuConsentInclude,
  });
  const current = await Promise.all(rows.map((row) => expireConsentIfDue(row, input.now)));
  return { customerName: customer.customerName, consents: current.map(presentPsuConsent) };
}
