import type { PsuCustomer } from '@/lib/psu/find-psu-customer';
import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** Why a sign-in was refused: not 11 digits (not counted), no such customer, a company's number, or not the PSU the TPP named. */
export type SignInError = 'format' | 'unknown' | 'company' | 'other-psu';

/** A person signs in; a company acts through its people (CORPORATE context). When the TPP sent a PSU-ID, only that PSU may sign in. */
export async function signInRefusal(flow: ScaFlow, customer: PsuCustomer | null): Promise<SignInError | null> {
  if (!customer) return 'unknown';
  if (customer.customerType === 'CORPORATE') return 'company';
  const namedCustomerId = flow.psuIdHint ? await findCustomerIdByPsuId({ tppId: flow.tppId, psuId: flow.psuIdHint }) : null;
  return namedCustomerId && namedCustomerId !== customer.id ? 'other-psu' : null;
}
