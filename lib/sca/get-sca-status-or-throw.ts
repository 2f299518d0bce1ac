import type { Prisma } from '@/lib/generated/prisma/client';
import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { currentScaStatus } from '@/lib/sca/current-sca-status';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type GetScaStatusOrThrowInput = {
  /** The authorisation the path names (`id`), of the consent, payment or basket the TPP owns. */
  where: Prisma.AuthorisationWhereInput & { id: string };
  /** What the error text says has no such authorisation: 'consent', 'payment', 'signing basket'. */
  resource: string;
  now: Date;
};

/** The authorisation's scaStatus as it stands (currentScaStatus, D29), or RESOURCE_UNKNOWN on authorisationId. */
export async function getScaStatusOrThrow(input: GetScaStatusOrThrowInput): Promise<ScaStatus> {
  const scaStatus = await currentScaStatus(input.where, input.now);
  if (!scaStatus)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'authorisationId',
      text: `The ${input.resource} has no authorisation ${input.where.id.slice(0, 64)}.`,
    });
  return scaStatus;
}
