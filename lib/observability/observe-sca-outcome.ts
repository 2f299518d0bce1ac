import { getLogger } from './logger';
import { xs2aMetrics } from './metrics';

/** D33: the kinds an SCA outcome is counted under (the authorisation kinds, as metric labels). */
export type ScaOutcomeKind = 'consent' | 'payment' | 'payment-cancellation' | 'signing-basket' | 'user-identification';

export type ObserveScaOutcomeInput = { kind: ScaOutcomeKind; outcome: 'finalised' | 'failed'; authorisationId: string };

/**
 * D33: an SCA ended: finalised (approved) or failed (cancelled, too many refused sign-ins, an expired link, a refused
 * approval). Counted when the authorisation's status moves; no PSU data is logged, only the authorisation's id.
 */
export function observeScaOutcome(input: ObserveScaOutcomeInput): void {
  try {
    xs2aMetrics().scaOutcomes.inc({ kind: input.kind, outcome: input.outcome });
    getLogger().info({ authorisationId: input.authorisationId, kind: input.kind, outcome: input.outcome }, 'sca');
  } catch (error) {
    console.error(`[observability] could not observe an SCA outcome: ${(error as Error).message}`);
  }
}
