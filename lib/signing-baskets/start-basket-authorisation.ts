import { db } from '@/lib/db';
import { getBasketOrThrow } from '@/lib/signing-baskets/get-basket-or-throw';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * POST …/signing-baskets/{basketId}/authorisations (D25): a new SCA for a basket none of whose payments was approved
 * yet; a payment the TPP cancelled on its own stays out of the approval, the others (at least one) still wait (RCVD).
 */
export async function startBasketAuthorisation(input: { tppId: string; basketId: string; psu: PsuHeaders; now: Date }): Promise<ScaRedirect> {
  const basket = await getBasketOrThrow(input);
  const moved = basket.payments.find((payment) => payment.status !== 'RCVD' && payment.status !== 'CANC');
  if (moved) throw new Xs2aError('STATUS_INVALID', { text: `Payment ${moved.id} has status ${moved.status}; the signing basket was authorised already.` });
  if (basket.status === 'CANC' || !basket.payments.some((payment) => payment.status === 'RCVD')) throw new Xs2aError('STATUS_INVALID', { text: 'The signing basket is cancelled: none of its payments waits for authorisation.' });
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  return db.$transaction((client) => startScaRedirect({ tppId: input.tppId, psu: input.psu, uris, kind: 'SIGNING_BASKET', basketId: basket.id, now: input.now }, client));
}
