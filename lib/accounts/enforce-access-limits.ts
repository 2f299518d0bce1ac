import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { checkAccessWindow, type AccessWindow } from '@/lib/accounts/check-access-window';
import { consumeUnattendedAccess, type UnattendedRead } from '@/lib/accounts/consume-unattended-access';

export type EnforceAccessLimitsInput = AccountReadInput & { reads: UnattendedRead[] };

/**
 * Spec "Limits" (D15, D20): the access window, then, without the PSU present, one call counted against every read.
 * Call it last, once nothing else can refuse the request: a refused call is never counted.
 */
export async function enforceAccessLimits(input: EnforceAccessLimitsInput): Promise<AccessWindow> {
  const access = await checkAccessWindow(input);
  if (access.isUnattended) await consumeUnattendedAccess({ tppId: input.tpp.id, reads: input.reads, now: input.now });
  return access;
}
