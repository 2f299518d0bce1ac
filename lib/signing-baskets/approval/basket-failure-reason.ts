import { flowPsu } from '@/lib/sca/flow-psu';
import { basketDebtorAccounts } from '@/lib/signing-baskets/approval/basket-debtor-accounts';
import { findBasketToApprove } from '@/lib/signing-baskets/approval/find-basket-to-approve';
import { listBasketDebtorAccounts } from '@/lib/signing-baskets/approval/list-basket-debtor-accounts';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * Why a basket's SCA failed, for the redirect back to the TPP (D25, as D23 for one payment): the TPP deleted the basket
 * meanwhile (withdrawn), a payment names a debtor account the PSU may not pay from (debtor-account), or the PSU
 * cancelled.
 */
export async function basketFailureReason(
  flow: ScaFlow,
  now: Date,
): Promise<'withdrawn' | 'debtor-account' | 'payment-cancelled'> {
  const basket = flow.basketId ? await findBasketToApprove(flow.basketId, now) : null;
  if (!basket || basket.isCancelled) return 'withdrawn';
  const psu = flowPsu(flow);
  if (!psu) return 'payment-cancelled';
  const accounts = await listBasketDebtorAccounts({ ...psu, payments: basket.payments });
  return basketDebtorAccounts({ payments: basket.payments, accounts, chosenId: null }) === 'refused'
    ? 'debtor-account'
    : 'payment-cancelled';
}
