import type { AccountConsent } from '@/lib/consents/require-account-consent';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { checkAccessWindow, type AccessWindow } from '@/lib/accounts/check-access-window';
import { consumeUnattendedAccess, type UnattendedRead } from '@/lib/accounts/consume-unattended-access';

export type EnforceAccessLimitsInput = {
  tpp: TppIdentity;
  psu: PsuHeaders;
  grant: AccountConsent;
  reads: UnattendedRead[];
  now: Date;
};

/**
 * Spec "Limits" for a call that reads balances or transactions of accounts or card accounts (D20): the access window,
 * then, without the PSU present, one call counted against every read, all or none (429 when one is used up).
 * Called once the request's input is parsed and the accounts are found, and with nothing left to refuse after it:
 * a refused call is never counted (D15).
 */
export async function enforceAccessLimits(input: EnforceAccessLimitsInput): Promise<AccessWindow> {
  const access = await checkAccessWindow(input);
  if (access.isUnattended) await consumeUnattendedAccess({ tppId: input.tpp.id, reads: input.reads, now: input.now });
  return access;
}
