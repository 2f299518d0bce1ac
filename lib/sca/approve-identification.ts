import { runTransaction } from '@/lib/database/after-commit';
import { finaliseSca, ScaOutOfStep } from '@/lib/sca/finalise-sca';
import { scaStep, type ScaFlow } from '@/lib/sca/sca-flow';

/** GET /v1/user's SCA: the PSU confirms who they are to the TPP; nothing else is shared. */
export async function approveIdentification(input: {
  flow: ScaFlow;
  now: Date;
}): Promise<{ kind: 'approved' | 'out-of-step' }> {
  const { flow } = input;
  if (flow.kind !== 'USER_IDENTIFICATION' || scaStep(flow) !== 'decision' || !flow.customerId)
    return { kind: 'out-of-step' };
  const customerId = flow.customerId;
  try {
    await runTransaction((client) => finaliseSca({ flow: { ...flow, customerId }, now: input.now }, client));
    return { kind: 'approved' };
  } catch (error) {
    if (error instanceof ScaOutOfStep) return { kind: 'out-of-step' };
    throw error;
  }
}
