import { basketStatus, type BasketStatus } from '@/lib/signing-baskets/basket-status';
import type { StoredBasket } from '@/lib/signing-baskets/get-basket-or-throw';

/** D25: the basket's reported status; a cancelled basket has freed its payments and stays CANC. */
export function presentBasketStatus(basket: StoredBasket): BasketStatus {
  return basket.status === 'CANC' ? 'CANC' : basketStatus(basket.payments.map((payment) => payment.status));
}
