import type { ScaFlow } from '@/lib/sca/sca-flow';

/** Whom an SCA flow acts for once the PSU signed in and chose a context: the key of their accounts' lookups. */
export type FlowPsu = Pick<ScaFlow, 'tppId' | 'agreementId'> & {
  customerId: string;
  context: NonNullable<ScaFlow['context']>;
};

/** The flow's signed-in PSU in the chosen context, or null before sign-in or before the context is chosen. */
export function flowPsu(flow: ScaFlow): FlowPsu | null {
  if (!flow.customerId || !flow.context) return null;
  return { tppId: flow.tppId, customerId: flow.customerId, context: flow.context, agreementId: flow.agreementId };
}
