import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { currentScaStatus } from '@/lib/sca/current-sca-status';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';
import { getBasketOrThrow, type GetBasketOrThrowInput } from '@/lib/signing-baskets/get-basket-or-throw';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** GET …/signing-baskets/{basketId}/authorisations: the ids of the basket's SCA processes, oldest first. */
export async function listBasketAuthorisationIds(input: GetBasketOrThrowInput): Promise<string[]> {
  const basket = await getBasketOrThrow(input);
  return listAuthorisationIds({ basketId: basket.id, tppId: input.tppId, kind: 'SIGNING_BASKET' });
}

export type GetBasketScaStatusInput = {
  tppId: string;
  basketId: string;
  authorisationId: string;
  now: Date;
};

/** GET …/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getBasketScaStatus(input: GetBasketScaStatusInput): Promise<ScaStatus> {
  const basket = await getBasketOrThrow(input);
  const scaStatus = await currentScaStatus(
    { id: input.authorisationId, basketId: basket.id, tppId: input.tppId, kind: 'SIGNING_BASKET' },
    input.now,
  );
  if (!scaStatus)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'authorisationId',
      text: `The signing basket has no authorisation ${input.authorisationId.slice(0, 64)}.`,
    });
  return scaStatus;
}
