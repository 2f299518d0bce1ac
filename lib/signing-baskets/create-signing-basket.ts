import { db } from '@/lib/db';
import { newId } from '@/lib/ids/new-id';
import { basketRequestSchema } from '@/lib/signing-baskets/basket-request-schema';
import { checkTppRedirectUris } from '@/lib/sca/check-tpp-redirect-uris';
import { startScaRedirect, type ScaRedirect } from '@/lib/sca/start-sca-redirect';
import { parseInput } from '@/lib/xs2a/parse-input';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type CreatedBasket = ScaRedirect & { basketId: string };

/**
 * POST /v1/signing-baskets (D25): the TPP's own single payments, all still RCVD, in no other basket and of one PSU
 * when the PSU is known, bundled for one SCA. Spec "Errors": a bulk or periodic payment is REFERENCE_MIX_INVALID. The
 * payments are claimed by compare-and-swap in the transaction that creates the basket, so two baskets racing for one
 * payment cannot both hold it.
 */
export async function createSigningBasket(input: { tppId: string; psu: PsuHeaders; body: unknown; now: Date }): Promise<CreatedBasket> {
  const request = parseInput(basketRequestSchema, input.body ?? {});
  if (request.consentIds !== undefined) {
    throw new Xs2aError('FORMAT_ERROR', { path: 'consentIds', text: 'consentIds: this bank bundles payments only; authorise each consent on its own (D25).' });
  }
  const ids = request.paymentIds;
  const payments = await db.payment.findMany({ where: { id: { in: ids }, tppId: input.tppId }, select: { id: true, service: true, status: true, basketId: true, customerId: true } });
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  ids.forEach((id, index) => {
    const payment = byId.get(id);
    const path = `paymentIds[${index}]`;
    if (!payment) throw new Xs2aError('RESOURCE_UNKNOWN', { path, text: `There is no payment ${id.slice(0, 64)}.` });
    if (payment.service !== 'payments') throw new Xs2aError('REFERENCE_MIX_INVALID', { path, text: `Payment ${id} is a ${payment.service.replace('_', '-')} payment; bulk and periodic payments cannot be added to a signing basket.` });
    if (payment.basketId !== null) throw new Xs2aError('STATUS_INVALID', { path, text: `Payment ${id} is already in signing basket ${payment.basketId}.` });
    if (payment.status !== 'RCVD') throw new Xs2aError('STATUS_INVALID', { path, text: `Payment ${id} has status ${payment.status}; only a payment with status RCVD can be added to a signing basket.` });
  });
  // In the order the TPP named them, so that the refusal names the first payment of a second PSU.
  const customerIds = ids.map((id) => byId.get(id)?.customerId ?? null);
  const firstCustomerId = customerIds.find((customerId) => customerId !== null);
  const otherPsu = customerIds.findIndex((customerId) => customerId !== null && customerId !== firstCustomerId);
  if (otherPsu >= 0) {
    throw new Xs2aError('FORMAT_ERROR', { path: `paymentIds[${otherPsu}]`, text: `Payment ${ids[otherPsu]} belongs to another PSU; a signing basket holds the payments of one PSU.` });
  }
  const uris = await checkTppRedirectUris({ tppId: input.tppId, psu: input.psu });
  const basketId = newId();
  const redirect = await db.$transaction(async (client) => {
    await client.signingBasket.create({ data: { id: basketId, tppId: input.tppId } });
    const claimed = await client.payment.updateMany({ where: { id: { in: ids }, tppId: input.tppId, service: 'payments', status: 'RCVD', basketId: null }, data: { basketId } });
    if (claimed.count !== ids.length) throw new Xs2aError('STATUS_INVALID', { path: 'paymentIds', text: 'A payment changed status or joined another signing basket meanwhile; read the payments and try again.' });
    return startScaRedirect({ tppId: input.tppId, psu: input.psu, uris, kind: 'SIGNING_BASKET', basketId, now: input.now }, client);
  });
  return { ...redirect, basketId };
}
