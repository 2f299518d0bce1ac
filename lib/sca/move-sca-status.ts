import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { canMoveScaStatus } from '@/lib/sca/sca-transitions';

export type MoveScaStatusInput = {
  authorisationId: string;
  from: ScaStatus;
  to: ScaStatus;
  data?: Prisma.AuthorisationUncheckedUpdateManyInput;
  unchanged?: Pick<Prisma.AuthorisationWhereInput, 'customerId' | 'context' | 'agreementId'>;
};

/**
 * Moves an authorisation along a legal scaStatus transition by compare-and-swap, writing `data` in the same update;
 * `unchanged` are columns the row must still hold (D29: the person and context approved in). False when it was no
 * longer `from`.
 */
export async function moveScaStatus(
  input: MoveScaStatusInput,
  client: Prisma.TransactionClient = db,
): Promise<boolean> {
  if (!canMoveScaStatus(input.from, input.to))
    throw new Error(`Illegal scaStatus transition ${input.from} → ${input.to}`);
  const result = await client.authorisation.updateMany({
    where: { ...input.unchanged, id: input.authorisationId, scaStatus: input.from },
    data: { ...input.data, scaStatus: input.to },
  });
  return result.count === 1;
}
