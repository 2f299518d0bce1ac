import { endUnfinishableSca } from '@/lib/sca/end-unfinishable-sca';
import { getScaFlow } from '@/lib/sca/sca-flow';
import { wayBackToTpp, type WayBackToTpp } from '@/lib/sca/way-back-to-tpp';

/**
 * D29: "Back to <TPP>" on "Your session has ended" for the SCA its address names (`?sca=`, no secret): the SCA is
 * ended first if nobody can finish it, so the way back is its failure return. Null for no such SCA.
 */
export async function endedSessionWayBack(
  authorisationId: string | undefined,
  now: Date,
): Promise<WayBackToTpp | null> {
  if (!authorisationId || !/^[A-Za-z0-9_-]{1,100}$/.test(authorisationId)) return null;
  await endUnfinishableSca({ authorisationId, now });
  const flow = await getScaFlow(authorisationId);
  return flow ? wayBackToTpp(flow) : null;
}
