import { findCustomerIdByPsuId } from '@/lib/psu/psu-pseudonym';
import type { PsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type CheckBasketPsuInput = {
  tppId: string;
  psu: PsuHeaders;
  paymentsCustomerId: string | null | undefined;
};

/**
 * D25: only the PSU a basket's payments were initiated for signs its SCA in, and only the PSU a PSU-ID names (D23). A
 * PSU-ID naming another PSU this TPP knows would leave nobody who may sign in, and the real PSU's refused sign-ins would
 * end the SCA and reject the payments; so the basket and its authorisations refuse it while the TPP can still fix it.
 */
export async function checkBasketPsu(input: CheckBasketPsuInput): Promise<void> {
  if (!input.psu.psuId || !input.paymentsCustomerId) return;
  const customerId = await findCustomerIdByPsuId({ tppId: input.tppId, psuId: input.psu.psuId });
  if (customerId && customerId !== input.paymentsCustomerId) {
    throw new Xs2aError('FORMAT_ERROR', {
      path: 'PSU-ID',
      text: 'PSU-ID names another PSU than the one the payments were initiated for; only that PSU may authorise the signing basket.',
    });
  }
}
