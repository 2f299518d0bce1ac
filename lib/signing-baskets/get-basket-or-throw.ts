import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { endUnfinishableScas } from '@/lib/sca/end-unfinishable-sca';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type StoredBasket = {
  id: string;
  status: TransactionStatus;
  payments: { id: string; status: TransactionStatus }[];
};

export type GetBasketOrThrowInput = {
  tppId: string;
  basketId: string;
  now: Date;
};

/**
 * The TPP's basket as it stands: while a payment of it waits for an approval (RCVD, PATC), the SCAs of the basket and
 * of its payments nobody can finish any more are ended first (D29, endUnfinishableScas), with what that means for the
 * payments. Another TPP's basket and an unknown id get the same 404, so nothing leaks (D4).
 */
export async function getBasketOrThrow(input: GetBasketOrThrowInput): Promise<StoredBasket> {
  const basket = await readBasketOrThrow(input);
  const paymentIds = basket.payments
    .filter((payment) => payment.status === 'RCVD' || payment.status === 'PATC')
    .map((payment) => payment.id);
  if (paymentIds.length === 0) return basket;
  const of = { OR: [{ basketId: basket.id }, { paymentId: { in: paymentIds } }] };
  if ((await endUnfinishableScas({ of, now: input.now })) === 0) return basket;
  return readBasketOrThrow(input);
}

/** The TPP's basket as stored (getBasketOrThrow), read with `client` (inside a transaction: under its locks). */
export async function readBasketOrThrow(
  input: { tppId: string; basketId: string },
  client: Prisma.TransactionClient = db,
): Promise<StoredBasket> {
  const basket = await client.signingBasket.findFirst({
    where: { id: input.basketId, tppId: input.tppId },
    select: { id: true, status: true, payments: { select: { id: true, status: true }, orderBy: { createdAt: 'asc' } } },
  });
  if (!basket)
    throw new Xs2aError('RESOURCE_UNKNOWN', {
      path: 'basketId',
      text: `There is no signing basket ${input.basketId.slice(0, 64)}.`,
    });
  return basket;
}
