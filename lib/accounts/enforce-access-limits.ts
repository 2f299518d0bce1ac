import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { consentRequired } from '@/lib/consents/consent-required';
import { bankDate } from '@/lib/berlin-group/bank-date';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { consumeUnattendedAccess } from '@/lib/accounts/consume-unattended-access';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Spec "Limits": without the PSU, only accounts accessed with SCA in the last 90 days and transactions at most 90 days old. */
export const unattendedHistoryDays = 90;

export type AccessGrant = {
  /** The earliest booking date the TPP may read, when the history is limited; undefined for full history. */
  earliestDate?: string;
};

/**
 * Spec "Limits" for balances and transactions of an account or a card account (D20: the spec names accounts, and a
 * card account is no less the PSU's data). The PSU is present when the request carries PSU-IP-Address (spec "SCA
 * redirect flow" 9). Without the PSU: the account must have been accessed with SCA in the last 90 days (else 401 with
 * scaRedirect), at most 4 calls per 24 hours (429), and transactions at most 90 days old unless the request is within
 * the hour of an SCA (TPP session, spec "TPP session rules").
 */
export async function enforceAccessLimits(input: {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  /** The account's or card account's id (random and unique across both, D1), which keys its call counter. */
  accountId: string;
  service: 'balances' | 'transactions';
  now: Date;
}): Promise<AccessGrant> {
  if (input.psu.psuIpAddress) return {};
  const lastScaAt = input.grant.consent.lastScaAt;
  if (!lastScaAt || input.now.getTime() - lastScaAt.getTime() > unattendedHistoryDays * day) {
    throw await consentRequired({
      tppId: input.tpp.id,
      psu: input.psu,
      now: input.now,
      code: 'CONSENT_EXPIRED',
      text: `Without the PSU present, only accounts the PSU accessed with SCA in the last ${unattendedHistoryDays} days can be read: the PSU must authenticate again.`,
      requestedContext: input.grant.context,
    });
  }
  await consumeUnattendedAccess({ tppId: input.tpp.id, accountId: input.accountId, service: input.service, now: input.now });
  const isWithinScaHour = input.grant.tppSession !== null || input.now.getTime() - lastScaAt.getTime() < hour;
  if (isWithinScaHour) return {};
  return { earliestDate: bankDate(new Date(input.now.getTime() - unattendedHistoryDays * day)) };
}
