// GET /v1/signing-baskets/{basketId}/status – the worst case of its payments (D25)
import { basketPathSchema } from '@/lib/signing-baskets/basket-path-schema';
import { getBasketOrThrow } from '@/lib/signing-baskets/get-basket-or-throw';
import { presentBasketStatus } from '@/lib/signing-baskets/present-basket-status';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const GET = withXs2a<{ basketId: string }>(
  async ({ tpp, params, now }) => ({
    status: 200,
    body: {
      transactionStatus: presentBasketStatus(
        await getBasketOrThrow({ tppId: tpp.id, ...parseInput(basketPathSchema, params), now }),
      ),
    },
  }),
  { operation: 'getSigningBasketStatus', roles: ['PSP_PI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
