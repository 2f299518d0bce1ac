import { runTransaction } from '@/lib/database/after-commit';
import { refuseSca } from '@/lib/sca/refuse-sca';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { isFinalScaStatus } from '@/lib/sca/sca-transitions';

/**
 * The PSU chose Cancel, at any step: the SCA fails and the PSU returns to the TPP with the failure parameters. The PSU
 * refused what the SCA was for, so a payment still waiting for it is rejected (D23).
 */
export async function cancelSca(input: { flow: ScaFlow; now: Date }): Promise<void> {
  if (isFinalScaStatus(input.flow.scaStatus)) return;
  await runTransaction((client) => refuseSca(input, client));
}
