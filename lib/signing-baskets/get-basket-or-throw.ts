import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TransactionStatus } from '@/lib/generated/prisma/enums';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type StoredBasket = { id: string; status: TransactionStatus; payments: { id: string; status: TransactionStatus }[] };

/** The TPP's basket; another TPP's basket and an unknown id get the same 404, so nothing leaks (D4). */
export async function getBasketOrThrow(input: { tppId: string; basketId: string }, client: Prisma.TransactionClient = db): Promise<StoredBasket> {
  const basket = await client.signingBasket.findFirst({
    where: { id: input.basketId, tppId: input.tppId },
    select: { id: true, status: true, payments: { select: { id: true, status: true }, orderBy: { createdAt: 'asc' } } },
  });
  if (!basket) throw new Xs2aError('RESOURCE_UNKNOWN', { path: 'basketId', text: `There is no signing basket ${input.basketId.slice(0, 64)}.` });
  return basket;
}
