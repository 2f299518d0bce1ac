import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { canMoveScaStatus } from '@/lib/sca/sca-transitions';

/**
 * Moves an authorisation along a legal scaStatus transition with a compare-and-swap update (architecture
 * "Conventions": state machines are persisted with `updateMany where status = current`), so concurrent requests cannot
 * skip or repeat a state. `data` is written in the same update; `unchanged` are further columns the row must still
 * hold (D29: the context the PSU approved in). False when the authorisation was no longer in `from` (or changed).
 */
export async function moveScaStatus(
  input: { authorisationId: string; from: ScaStatus; to: ScaStatus; data?: Prisma.AuthorisationUncheckedUpdateManyInput; unchanged?: Pick<Prisma.AuthorisationWhereInput, 'context' | 'agreementId'> },
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  if (!canMoveScaStatus(input.from, input.to)) throw new Error(`Illegal scaStatus transition ${input.from} → ${input.to}`);
  const result = await client.authorisation.updateMany({
    where: { ...input.unchanged, id: input.authorisationId, scaStatus: input.from },
    data: { ...input.data, scaStatus: input.to },
  });
  return result.count === 1;
}
