import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';

/** A Norwegian domestic payment of 1,234.50 NOK (D9), as a TPP sends it: no debtor yet, the PSU chooses at SCA. */
export const domesticPayment = JSON.stringify({
  instructedAmount: { currency: 'NOK', amount: '1234.50' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
});

/** The client of a new PSP_PI TPP whose sandbox is reset to the known state (D10), sending `defaultHeaders`. */
export async function paymentBenchClient(baseUrl: string, defaultHeaders: Record<string, string>): Promise<TppClient> {
  const { client } = createSandboxTpp({ baseUrl, roles: ['PSP_PI'], client: { defaultHeaders } });
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200)
    throw new Error(`initialize answered ${initialized.status}: ${initialized.text.slice(0, 300)}`);
  return client;
}
