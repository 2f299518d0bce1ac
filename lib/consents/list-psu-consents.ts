import { db } from '@/lib/db';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import {
  givenConsentStatuses,
  presentPsuConsent,
  psuConsentInclude,
  type PsuConsent,
} from '@/lib/consents/present-psu-consent';
import { psuConsentScope } from '@/lib/consents/psu-consent-scope';

/** D30: the history shows the most recent ended consents; older ones stay in the database, not on the page. */
const shownEndedConsents = 100;

const newestChangeFirst = [{ statusChangedAt: 'desc' as const }, { id: 'asc' as const }];

/**
 * D17, D30, "My consents": the consents this PSU granted, newest change first, valid ones and ended ones as history.
 * Null when the signed-in customer no longer exists.
 */
export async function listPsuConsents(input: {
  customerId: string;
  now: Date;
}): Promise<{ customerName: string; consents: PsuConsent[] } | null> {
  const customer = await db.customer.findUnique({
    where: { id: input.customerId },
    select: { customerName: true, customerNumber: true },
  });
  if (!customer) return null;
  const given = { ...psuConsentScope(input.customerId, customer.customerNumber), lastScaAt: { not: null } };
  // Every valid consent is listed, however many ended ones changed since: each has the PSU's only revoke link.
  const [valid, ended] = await Promise.all([
    db.consent.findMany({
      where: { ...given, status: 'valid' },
      orderBy: newestChangeFirst,
      include: psuConsentInclude,
    }),
    db.consent.findMany({
      where: { ...given, status: { in: givenConsentStatuses.filter((status) => status !== 'valid') } },
      orderBy: newestChangeFirst,
      take: shownEndedConsents,
      include: psuConsentInclude,
    }),
  ]);
  // A valid consent that expires on this read ends now, so it still comes before every ended one.
  const current = await Promise.all([...valid, ...ended].map((row) => expireConsentIfDue(row, input.now)));
  return { customerName: customer.customerName, consents: current.map(presentPsuConsent) };
}
