import { accountOwnerName } from '@/lib/accounts/account-owner-name';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ConsentStatus, PsuContext } from '@/lib/generated/prisma/enums';
import { isoDate } from '@/lib/berlin-group/bank-date';

export type PsuConsentAccount = { name: string; iban: string | null; maskedPan: string | null };

/** One consent as "My consents" shows it: current, or history with the date it ended (D30). */
export type PsuConsent = {
  id: string;
  tppName: string;
  status: ConsentStatus;
  context: PsuContext;
  companyName: string | null;
  grantedOn: string;
  validUntil: string;
  /** When the consent stopped being valid; null while it is valid. */
  endedAt: Date | null;
  /** The TPP's last successful account-information call under the consent; null before the first. */
  lastAccessedAt: Date | null;
  accounts: PsuConsentAccount[];
};

/** The statuses of a consent the PSU once gave: valid, or ended after being valid. */
export const givenConsentStatuses: ConsentStatus[] = ['valid', 'revokedByPsu', 'expired', 'terminatedByTpp'];

export const psuConsentInclude = {
  tpp: { select: { name: true } },
  agreement: { select: { name: true, owner: { select: { customerName: true } } } },
  accounts: {
    include: {
      account: { select: { name: true, product: true, iban: true } },
      cardAccount: { select: { name: true, product: true, maskedPan: true } },
    },
  },
} satisfies Prisma.ConsentInclude;

type ConsentRow = Prisma.ConsentGetPayload<{ include: typeof psuConsentInclude }>;

export function presentPsuConsent(row: ConsentRow): PsuConsent {
  return {
    id: row.id,
    tppName: row.tpp.name,
    status: row.status,
    context: row.context ?? 'PRIVATE',
    // D21: the owner is read by a statement of its own and may be gone after a sandbox reset meanwhile.
    companyName: row.agreement ? accountOwnerName(row.agreement.owner) || row.agreement.name : null,
    grantedOn: isoDate(row.lastScaAt ?? row.statusChangedAt),
    validUntil: row.validUntil ? isoDate(row.validUntil) : '',
    endedAt: row.status === 'valid' ? null : row.statusChangedAt,
    lastAccessedAt: row.lastAccessedAt,
    accounts: row.accounts.map(({ account, cardAccount }) => ({
      name: account?.name ?? account?.product ?? cardAccount?.name ?? cardAccount?.product ?? '',
      iban: account?.iban ?? null,
      maskedPan: cardAccount?.maskedPan ?? null,
    })),
  };
}
