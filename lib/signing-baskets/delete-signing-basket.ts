import { db } from '@/lib/db';
import { getBasketOrThrow, type GetBasketOrThrowInput } from '@/lib/signing-baskets/get-basket-or-throw';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/**
 * DELETE /v1/signing-baskets/{basketId} (D25): while every payment is still RCVD (or CANC), the basket becomes CANC,
 * its RCVD payments are freed and its open SCA fails; otherwise 409 STATUS_INVALID.
 */
export async function deleteSigningBasket(input: GetBasketOrThrowInput): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const basket = await getBasketOrThrow(input);
    if (basket.status === 'CANC')
      throw new Xs2aError('STATUS_INVALID', { text: 'The signing basket is already cancelled.' });
    const authorised = basket.payments.find((payment) => payment.status !== 'RCVD' && payment.status !== 'CANC');
    const waiting = basket.payments.filter((payment) => payment.status === 'RCVD');
    if (authorised)
      throw new Xs2aError('STATUS_INVALID', {
        text: `The signing basket was authorised: payment ${authorised.id} has status ${authorised.status}. Cancel its payments one by one.`,
      });
    if (await cancelBasket({ basketId: basket.id, waiting: waiting.length })) return;
  }
  throw new Xs2aError('STATUS_INVALID', {
    text: 'The signing basket changed while it was being cancelled; read its status and try again.',
  });
}

class BasketMovedMeanwhile extends Error {}

async function cancelBasket(input: { basketId: string; waiting: number }): Promise<boolean> {
  try {
    await db.$transaction(async (client) => {
      const cancelled = await client.signingBasket.updateMany({
        where: { id: input.basketId, status: { not: 'CANC' } },
        data: { status: 'CANC' },
      });
      const freed = await client.payment.updateMany({
        where: { basketId: input.basketId, status: 'RCVD' },
        data: { basketId: null },
      });
      if (cancelled.count !== 1 || freed.count !== input.waiting) throw new BasketMovedMeanwhile();
      await client.authorisation.updateMany({
        where: { basketId: input.basketId, scaStatus: { in: openScaStatuses } },
        data: { scaStatus: 'FAILED' },
      });
    });
    return true;
  } catch (error) {
    if (error instanceof BasketMovedMeanwhile) return false;
    throw error;
  }
}
