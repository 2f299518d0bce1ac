import type { ScaStatus } from '@/lib/generated/prisma/enums';

/**
 * The scaStatus state machine (spec "SCA status" gives the states; the transitions follow the Berlin Group redirect
 * approach): the web flow passes PSU_AUTHENTICATED, the app flow (TPP-Redirect-Preferred: false, spec 7) passes
 * SCA_METHOD_SELECTED and STARTED, and any state before a final one may end in FAILED. D29: "Not you? Sign in as
 * someone else" takes the web flow back from PSU_AUTHENTICATED to RECEIVED, before anything is decided.
 */
export const scaTransitions: Record<ScaStatus, readonly ScaStatus[]> = {
  /** Created with the scaRedirect link; the PSU has not signed in. */
  RECEIVED: ['PSU_IDENTIFIED', 'FAILED'],
  /** The national identity number matched a customer. */
  PSU_IDENTIFIED: ['PSU_AUTHENTICATED', 'SCA_METHOD_SELECTED', 'FAILED'],
  /** Web flow: the sandbox's mocked credential is accepted (spec 6); the PSU decides on the bank's page. */
  PSU_AUTHENTICATED: ['FINALISED', 'FAILED', 'RECEIVED'],
  /** App flow: approval in the mobile app was chosen by TPP-Redirect-Preferred: false. */
  SCA_METHOD_SELECTED: ['STARTED', 'FAILED'],
  /** App flow: the approval request is shown in the (simulated) mobile app. */
  STARTED: ['FINALISED', 'FAILED'],
  /** The PSU approved. Final. */
  FINALISED: [],
  /** Cancelled, failed or withdrawn. Final. */
  FAILED: [],
  /** Never entered: this bank exempts no consent or identification SCA. Final. */
  EXEMPTED: [],
};

export function canMoveScaStatus(from: ScaStatus, to: ScaStatus): boolean {
  return scaTransitions[from].includes(to);
}

export function isFinalScaStatus(status: ScaStatus): boolean {
  return scaTransitions[status].length === 0;
}

/** The states from which an authorisation may still fail: every state that is not final. */
export const openScaStatuses: ScaStatus[] = (Object.keys(scaTransitions) as ScaStatus[]).filter(
  (status) => !isFinalScaStatus(status),
);
