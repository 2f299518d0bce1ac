import { db } from '@/lib/db';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { isoDate } from '@/lib/berlin-group/bank-date';
import type { ConsentRecord } from '@/lib/consents/get-consent-or-throw';
import { apiLink, type Links } from '@/lib/xs2a/links';

type AccountReference = { iban?: string; maskedPan?: string; currency: string };

/**
 * Berlin Group consentInformationResponse-200 for a bank-offered consent. Before the PSU's SCA the access lists are
 * empty (the bank offers the accounts); afterwards they name the accounts (by IBAN) and card accounts (by masked PAN)
 * the PSU chose, each for account details, balances and transactions.
 */
export async function consentInformation(consent: ConsentRecord): Promise<Record<string, unknown>> {
  const chosen = await db.consentAccount.findMany({
    where: { consentId: consent.id },
    select: {
      account: { select: { iban: true, currency: true } },
      cardAccount: { select: { maskedPan: true, currency: true } },
    },
  });
  const references: AccountReference[] = chosen.flatMap(({ account, cardAccount }) => [
    ...(account ? [{ iban: account.iban, currency: account.currency }] : []),
    ...(cardAccount ? [{ maskedPan: cardAccount.maskedPan, currency: cardAccount.currency }] : []),
  ]);
  const links: Links = {};
  if (chosen.some((item) => item.account)) links.account = apiLink(['accounts'], ['GET']);
  if (chosen.some((item) => item.cardAccount)) links['card-account'] = apiLink(['card-accounts'], ['GET']);
  return {
    access: { accounts: references, balances: references, transactions: references },
    recurringIndicator: consent.recurringIndicator,
    validUntil: consent.validUntil ? isoDate(consent.validUntil) : '9999-12-31',
    frequencyPerDay: consent.frequencyPerDay,
    lastActionDate: bankDate(consent.statusChangedAt),
    consentStatus: consent.status,
    ...(Object.keys(links).length > 0 ? { _links: links } : {}),
  };
}
