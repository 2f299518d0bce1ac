import { basketLinks } from '@/lib/signing-baskets/basket-links';
import type { CreatedBasket } from '@/lib/signing-baskets/create-signing-basket';
import { createdResourceResult } from '@/lib/sca/created-resource-result';
import type { Xs2aResult } from '@/lib/xs2a/xs2a-response';

/** 201 with the Berlin Group signingBasketResponse-201: RCVD and the links of createdResourceResult. */
export function basketCreatedResult(created: CreatedBasket): Xs2aResult {
  return createdResourceResult({
    fields: { transactionStatus: 'RCVD', basketId: created.basketId },
    links: basketLinks(created.basketId),
    sca: created.sca,
  });
}
