import type { Prisma } from '@/lib/generated/prisma/client';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import { afterCommit } from '@/lib/database/after-commit';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import { observeScaOutcome } from '@/lib/observability/observe-sca-outcome';
import { scaOutcomeKind } from '@/lib/sca/sca-outcome-kind';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { completeTppSession } from '@/lib/tpp-sessions/complete-tpp-session';

/** Thrown inside a transaction when the SCA moved on meanwhile (a second tab, the TPP withdrew): the transaction rolls back. */
export class ScaOutOfStep extends Error {}

/**
 * The approval that completes an SCA, inside the caller's `runTransaction`: FINALISED by compare-and-swap, PSU-ID and
 * PSU-Corporate-ID made (D8), the TPP session active for an hour (spec "TPP session rules"); counted after the commit.
 */
export async function finaliseSca(
  input: { flow: ScaFlow & { customerId: string }; now: Date },
  client: Prisma.TransactionClient,
): Promise<void> {
  const { flow } = input;
  // Two approvals for one (TPP, PSU) at once (two tabs, two flows) take turns, so that "the newest grant replaces the
  // older" and "completing an SCA invalidates the PSU's other session ids" cannot both miss each other.
  await client.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`psu-approval:${flow.tppId}:${flow.customerId}`}, 0))`;
  // D29: the PSU may go back and choose the context again until this moment; an approval given in a context that was
  // changed meanwhile (another tab), or by a person since replaced at the sign-in (D29), does not finalise.
  const unchanged = { customerId: flow.customerId, context: flow.context, agreementId: flow.agreementId };
  const isFinalised = await moveScaStatus(
    { authorisationId: flow.authorisationId, from: flow.scaStatus, to: 'FINALISED', unchanged },
    client,
  );
  if (!isFinalised) throw new ScaOutOfStep();
  afterCommit(client, () =>
    observeScaOutcome({ kind: scaOutcomeKind(flow.kind), outcome: 'finalised', authorisationId: flow.authorisationId }),
  );
  await psuIdFor({ tppId: flow.tppId, customerId: flow.customerId }, client);
  if (flow.context === 'CORPORATE' && flow.agreementId)
    await corporateIdFor({ tppId: flow.tppId, agreementId: flow.agreementId }, client);
  await completeTppSession(
    { tppId: flow.tppId, sessionId: flow.tppSessionId, customerId: flow.customerId, now: input.now },
    client,
  );
}
