import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { consentRequired } from '@/lib/consents/consent-required';
import { bankDate } from '@/lib/berlin-group/bank-date';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
/** Spec "Limits": without the PSU, only accounts accessed with SCA in the last 90 days and transactions at most 90 days old. */
export const unattendedHistoryDays = 90;

export type AccessWindow = {
  /** The PSU is not present, so the call counts against the 4 a day once every other check has passed. */
  isUnattended: boolean;
  /** The earliest booking date the TPP may read, when the history is limited; undefined for full history. */
  earliestDate?: string;
};

/**
 * D20: what spec "Limits" allow a call on an account's or card account's balances or transactions, short of counting
 * it; without the PSU present, 401 with scaRedirect when the last SCA access is over 90 days old.
 */
export async function checkAccessWindow(input: AccountReadInput): Promise<AccessWindow> {
  if (input.psu.psuIpAddress) return { isUnattended: false };
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
  const isWithinScaHour = input.grant.tppSession !== null || input.now.getTime() - lastScaAt.getTime() < hour;
  if (isWithinScaHour) return { isUnattended: true };
  return { isUnattended: true, earliestDate: bankDate(new Date(input.now.getTime() - unattendedHistoryDays * day)) };
}
