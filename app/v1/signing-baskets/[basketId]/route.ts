// GET /v1/signing-baskets/{basketId} – its payments and status; DELETE – the TPP withdraws it before authorisation (D25)
import { basketPathSchema } from '@/lib/signing-baskets/basket-path-schema';
import { deleteSigningBasket } from '@/lib/signing-baskets/delete-signing-basket';
import { getBasketOrThrow } from '@/lib/signing-baskets/get-basket-or-throw';
import { presentBasketStatus } from '@/lib/signing-baskets/present-basket-status';
import { otherMethods } from '@/lib/xs2a/other-methods';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';

export const GET = withXs2a<{ basketId: string }>(
  async ({ tpp, params, now }) => {
    const basket = await getBasketOrThrow({ tppId: tpp.id, ...parseInput(basketPathSchema, params), now });
    // Berlin Group paymentIdList has at least one item: a cancelled basket, which freed its payments, lists none.
    const payments = basket.payments.length > 0 ? { payments: basket.payments.map((payment) => payment.id) } : {};
    return { status: 200, body: { ...payments, transactionStatus: presentBasketStatus(basket) } };
  },
  { operation: 'getSigningBasket', roles: ['PSP_PI'] },
);

export const DELETE = withXs2a<{ basketId: string }>(
  async ({ tpp, params, now }) => {
    await deleteSigningBasket({ tppId: tpp.id, ...parseInput(basketPathSchema, params), now });
    return { status: 204 };
  },
  { operation: 'deleteSigningBasket', roles: ['PSP_PI'] },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['GET', 'DELETE']);
