import { db } from '@/lib/db';
import type { PsuCustomer } from '@/lib/psu/find-psu-customer';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** Why a sign-in was refused: not 11 digits (not counted), no such customer, a company's number, or not the PSU the TPP named. */
export type SignInError = 'format' | 'unknown' | 'company' | 'other-psu';

/**
 * A person signs in; a company acts through its people (CORPORATE context). When the TPP sent a PSU-ID, only that PSU
 * may sign in; for a signing basket also only the PSU its payments were initiated for (D25).
 */
export async function signInRefusal(
  flow: ScaFlow,
  customer: Pick<PsuCustomer, 'id' | 'customerType'> | null,
): Promise<SignInError | null> {
  if (!customer) return 'unknown';
  if (customer.customerType === 'CORPORATE') return 'company';
  const named = [
    flow.psuIdHint ? await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint }) : null,
    ...(await basketCustomerIds(flow)),
  ];
  return named.some((customerId) => customerId !== null && customerId !== customer.id) ? 'other-psu' : null;
}

/** The customers a basket's payments name (one at most, D25; none when no initiation sent a PSU-ID this TPP knows). */
async function basketCustomerIds(flow: ScaFlow): Promise<string[]> {
  if (flow.kind !== 'SIGNING_BASKET' || !flow.basketId) return [];
  const payments = await db.payment.findMany({
    where: { basketId: flow.basketId, customerId: { not: null } },
    distinct: ['customerId'],
    select: { customerId: true },
  });
  return payments.flatMap((payment) => (payment.customerId ? [payment.customerId] : []));
}
