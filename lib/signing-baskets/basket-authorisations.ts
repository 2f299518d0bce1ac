import type { ScaStatus } from '@/lib/generated/prisma/enums';
import { getScaStatusOrThrow } from '@/lib/sca/get-sca-status-or-throw';
import { listAuthorisationIds } from '@/lib/sca/list-authorisation-ids';
import { getBasketOrThrow, type GetBasketOrThrowInput } from '@/lib/signing-baskets/get-basket-or-throw';

/** GET …/signing-baskets/{basketId}/authorisations: the ids of the basket's SCA processes, oldest first. */
export async function listBasketAuthorisationIds(input: GetBasketOrThrowInput): Promise<string[]> {
  const basket = await getBasketOrThrow(input);
  return listAuthorisationIds({ basketId: basket.id, tppId: input.tppId, kind: 'SIGNING_BASKET' });
}

export type GetBasketScaStatusInput = GetBasketOrThrowInput & { authorisationId: string };

/** GET …/authorisations/{authorisationId}: the scaStatus as it stands (D29; presentScaStatus cases it, D20). */
export async function getBasketScaStatus(input: GetBasketScaStatusInput): Promise<ScaStatus> {
  const basket = await getBasketOrThrow(input);
  return getScaStatusOrThrow({
    where: { id: input.authorisationId, basketId: basket.id, tppId: input.tppId, kind: 'SIGNING_BASKET' },
    resource: 'signing basket',
    now: input.now,
  });
}
