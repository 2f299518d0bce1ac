import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { basketRequestSchema } from '@/lib/signing-baskets/basket-request-schema';
import { checkBasketPayments } from '@/lib/signing-baskets/check-basket-payments';
import { checkBasketPsu } from '@/lib/signing-baskets/check-basket-psu';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { parseInput } from '@/lib/xs2a/parse-input';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { openScaStatuses } from '@/lib/sca/sca-transitions';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** `sca`: the basket's SCA; null when TPP-Explicit-Authorisation-Preferred asked for none (D22, D25). */
export type CreatedBasket = { basketId: string; sca: ScaRedirect | null };

export type CreateSigningBasketInput = {
  tppId: string;
  psu: PsuHeaders;
  body: unknown;
  now: Date;
};

/**
 * POST /v1/signing-baskets (D25): bundles the TPP's RCVD single payments that may join a basket (checkBasketPayments,
 * checkBasketPsu) for one SCA (started here unless the TPP starts it explicitly, D22), claiming them by
 * compare-and-swap in the basket's transaction.
 */
export async function createSigningBasket(input: CreateSigningBasketInput): Promise<CreatedBasket> {
  const request = parseInput(basketRequestSchema, input.body ?? {});
  if (request.consentIds !== undefined) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'consentIds',
      text: 'consentIds: this bank bundles payments only; authorise each consent on its own (D25).',
    });
  }
  const ids = request.paymentIds;
  const payments = await db.payment.findMany({
    where: { id: { in: ids }, tppId: input.tppId },
    select: {
      id: true,
      service: true,
      status: true,
      basketId: true,
      customerId: true,
      currency: true,
      debtorAccountId: true,
      debtorIban: true,
      debtorBban: true,
    },
  });
  checkBasketPayments(ids, payments);
  await checkBasketPsu({
    tppId: input.tppId,
    psu: input.psu,
    paymentsCustomerId: payments.find((payment) => payment.customerId !== null)?.customerId,
  });
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const basketId = newId();
  const redirect = await db.$transaction(async (client) => {
    await client.signingBasket.create({ data: { id: basketId, tppId: input.tppId } });
    const claimed = await client.payment.updateMany({
      where: { id: { in: ids }, tppId: input.tppId, service: 'payments', status: 'RCVD', basketId: null },
      data: { basketId },
    });
    if (claimed.count !== ids.length)
      throw new Xs2aError('STATUS_INVALID', {
        path: 'paymentIds',
        text: 'A payment changed status or joined another signing basket meanwhile; read the payments and try again.',
      });
    // In a basket a payment is authorised with the basket: its own SCA still open (the initiation's link) ends, so no
    // approval of it alone leaves the basket with a payment that moved on.
    await client.authorisation.updateMany({
      where: { paymentId: { in: ids }, kind: 'PAYMENT', scaStatus: { in: openScaStatuses } },
      data: { scaStatus: 'FAILED' },
    });
    if (input.psu.tppExplicitAuthorisationPreferred) return null;
    return startScaRedirect(
      { tppId: input.tppId, psu: input.psu, uris, kind: 'SIGNING_BASKET', basketId, now: input.now },
      client,
    );
  });
  return { basketId, sca: redirect };
}
