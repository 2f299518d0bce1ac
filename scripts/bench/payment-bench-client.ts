import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';
import type { LoadRequest } from './load-test';

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

export const domesticPaymentPath = '/v1/payments/norwegian-domestic-credit-transfers';

/**
 * `count` signed initiations of `domesticPayment` for a load run (loadTest's `requestFor`), each with its own
 * X-Request-ID (D5), dated `now` (sign just before the run, dated ahead within the 60 s clock skew).
 */
export function signedInitiationRequests(input: {
  certificate: SigningCertificate;
  count: number;
  now: Date;
  headers?: Record<string, string>;
}): LoadRequest[] {
  const headers = { 'TPP-Redirect-URI': 'https://tpp.example/cb', ...input.headers };
  return Array.from({ length: input.count }, () => {
    const { headers: signed, body } = signRequest({
      method: 'POST',
      url: domesticPaymentPath,
      certificate: input.certificate,
      headers,
      body: domesticPayment,
      now: input.now,
    });
    return { headers: signed, body };
  });
}
