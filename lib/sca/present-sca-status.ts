import type { ScaStatus } from '@/lib/generated/prisma/enums';

/** The Berlin Group 1.3.11 `scaStatus` values this bank reaches (never `unconfirmed`: no TPP confirmation step). */
export type BerlinGroupScaStatus =
  | 'received'
  | 'psuIdentified'
  | 'psuAuthenticated'
  | 'scaMethodSelected'
  | 'started'
  | 'finalised'
  | 'failed'
  | 'exempted';

const berlinGroupScaStatus: Record<ScaStatus, BerlinGroupScaStatus> = {
  RECEIVED: 'received',
  PSU_IDENTIFIED: 'psuIdentified',
  PSU_AUTHENTICATED: 'psuAuthenticated',
  SCA_METHOD_SELECTED: 'scaMethodSelected',
  STARTED: 'started',
  FINALISED: 'finalised',
  FAILED: 'failed',
  EXEMPTED: 'exempted',
};

/** D20: the x-accept-fix value (an opt-in row without a default date) that asks for the spec's upper case. */
export const scaStatusUpperCaseFix = 'sca-status-upper-case';

/**
 * The scaStatus of every response that carries one (D20). The Berlin Group enum by default, because generated clients
 * compare it exactly; the spec's upper-case names (the stored values) when the request opts in with x-accept-fix.
 */
export function presentScaStatus(
  status: ScaStatus,
  acceptFixes: ReadonlySet<string>,
): BerlinGroupScaStatus | ScaStatus {
  return acceptFixes.has(scaStatusUpperCaseFix) ? status : berlinGroupScaStatus[status];
}
