// POST /v1/signing-baskets – many single payments of one PSU, one SCA (D25)
import { basketCreatedResult } from '@/lib/signing-baskets/basket-created-result';
import { createSigningBasket } from '@/lib/signing-baskets/create-signing-basket';
import { restoreScaLink } from '@/lib/sca/reissue-sca-link';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const POST = withXs2a(
  async ({ tpp, psu, body, now }) => basketCreatedResult(await createSigningBasket({ tppId: tpp.id, psu, body, now })),
  { operation: 'createSigningBasket', roles: ['PSP_PI'], restoreReplay: restoreScaLink },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
