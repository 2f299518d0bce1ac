import { db } from '@/lib/db';
import { checkBasketPsu } from '@/lib/signing-baskets/check-basket-psu';
import { getBasketOrThrow, readBasketOrThrow, type StoredBasket } from '@/lib/signing-baskets/get-basket-or-throw';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { takeOverScaRedirect } from '@/lib/sca/take-over-sca-redirect';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type StartBasketAuthorisationInput = {
  tppId: string;
  basketId: string;
  psu: PsuHeaders;
  now: Date;
};

/**
 * POST …/signing-baskets/{basketId}/authorisations (D25): the SCA of a basket none of whose payments was approved yet,
 * taken over while nobody has opened it (D22), else a new one; payments the TPP cancelled stay out, PSU-ID as checkBasketPsu.
 */
export async function startBasketAuthorisation(input: StartBasketAuthorisationInput): Promise<ScaRedirect> {
  checkAuthorisable(await getBasketOrThrow(input));
  const initiatedFor = await db.payment.findFirst({
    where: { basketId: input.basketId, tppId: input.tppId, customerId: { not: null } },
    select: { customerId: true },
  });
  await checkBasketPsu({ tppId: input.tppId, psu: input.psu, paymentsCustomerId: initiatedFor?.customerId });
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  return db.$transaction(async (client) => {
    // Read again under the payments' row locks (in id order, as an approval takes them): an SCA failing meanwhile
    // rejects a payment only when nothing else can authorise it (failSca), so the new one is seen by it or refused here.
    await client.$queryRaw`SELECT id FROM "Payment" WHERE "basketId" = ${input.basketId} ORDER BY id FOR SHARE`;
    const basket = await readBasketOrThrow(input, client);
    checkAuthorisable(basket);
    const sca = {
      tppId: input.tppId,
      psu: input.psu,
      uris,
      kind: 'SIGNING_BASKET' as const,
      basketId: basket.id,
      now: input.now,
    };
    return (await takeOverScaRedirect(sca, client)) ?? (await startScaRedirect(sca, client));
  });
}

function checkAuthorisable(basket: StoredBasket): void {
  const moved = basket.payments.find((payment) => payment.status !== 'RCVD' && payment.status !== 'CANC');
  if (moved)
    throw new Xs2aError('STATUS_INVALID', {
      text: `Payment ${moved.id} has status ${moved.status}; the signing basket was authorised already.`,
    });
  if (basket.status === 'CANC' || !basket.payments.some((payment) => payment.status === 'RCVD'))
    throw new Xs2aError('STATUS_INVALID', {
      text: 'The signing basket is cancelled: none of its payments waits for authorisation.',
    });
}
