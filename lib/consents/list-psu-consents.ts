import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import { db } from '@/lib/db';
import type { PsuContext } from '@/lib/generated/prisma/enums';
import { isoDate } from '@/lib/consents/consent-validity';
import { expireConsentIfDue } from '@/lib/consents/expire-consent-if-due';
import { psuConsentScope } from '@/lib/consents/psu-consent-scope';

export type PsuConsentAccount = { name: string; iban: string | null; maskedPan: string | null };

/** One consent as "My consents" shows it. */
export type PsuConsent = { id: string; tppName: string; context: PsuContext; companyName: string | null; grantedOn: string; validUntil: string; accounts: PsuConsentAccount[] };

/**
 * D17, "My consents": which TPPs hold a valid consent of this PSU, in which context, to which accounts. Null when
 * the signed-in customer no longer exists (a sandbox reset removed it): the page then asks the PSU to sign in again.
 */
export async function listPsuConsents(input: { customerId: string; now: Date }): Promise<{ customerName: string; consents: PsuConsent[] } | null> {
  const customer = await db.customer.findUnique({ where: { id: input.customerId }, select: { customerName: true, customerNumber: true } });
  if (!customer) return null;
  const rows = await db.consent.findMany({
    where: { ...psuConsentScope(input.customerId, customer.customerNumber), status: 'valid' },
    orderBy: { statusChangedAt: 'desc' },
    include: {
      tpp: { select: { name: true } },
      agreement: { select: { name: true, owner: { select: { customerName: true } } } },
      accounts: { include: { account: { select: { name: true, product: true, iban: true } }, cardAccount: { select: { name: true, product: true, maskedPan: true } } } },
    },
  });
  const current = (await Promise.all(rows.map((row) => expireConsentIfDue(row, input.now)))).filter((row) => row.status === 'valid');
  return {
    customerName: customer.customerName,
    consents: current.map((row) => ({
      id: row.id,
      tppName: row.tpp.name,
      context: row.context ?? 'PRIVATE',
      // D21: the owner is read by a statement of its own and may be gone after a sandbox reset meanwhile.
      companyName: row.agreement ? accountOwnerName(row.agreement.owner) || row.agreement.name : null,
      grantedOn: isoDate(row.lastScaAt ?? row.statusChangedAt),
      validUntil: row.validUntil ? isoDate(row.validUntil) : '',
      accounts: row.accounts.map(({ account, cardAccount }) => ({
        name: account?.name ?? account?.product ?? cardAccount?.name ?? cardAccount?.product ?? '',
        iban: account?.iban ?? null,
        maskedPan: cardAccount?.maskedPan ?? null,
      })),
    })),
  };
}
