import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { measure, type Measurement } from './measure';
import { printTable } from './print-table';

/** A Norwegian domestic payment of 1,234.50 NOK (D9), as a TPP sends it: no debtor yet, the PSU chooses at SCA. */
const domesticPayment = JSON.stringify({
  instructedAmount: { currency: 'NOK', amount: '1234.50' },
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
});

/**
 * D22: a signed payment initiation (validation, the payment and its instruction, the SCA link, the replay record and
 * the request log) one after the other, then the status read of one payment.
 */
export async function benchPaymentInitiation(environment: TestEnvironment): Promise<void> {
  const { client } = createSandboxTpp({
    baseUrl: environment.baseUrl,
    roles: ['PSP_PI'],
    client: { defaultHeaders: { 'TPP-Redirect-URI': 'https://tpp.example/cb' } },
  });
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200)
    throw new Error(`initialize answered ${initialized.status}: ${initialized.text.slice(0, 300)}`);
  let paymentId = '';
  const initiate = async () => {
    const response = await client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
      body: domesticPayment,
    });
    if (response.status !== 201)
      throw new Error(`initiation answered ${response.status}: ${response.text.slice(0, 300)}`);
    paymentId = (response.body as { paymentId: string }).paymentId;
  };
  const readStatus = async () => {
    const response = await client.request(
      'GET',
      `/v1/payments/norwegian-domestic-credit-transfers/${paymentId}/status`,
    );
    if (response.status !== 200) throw new Error(`status answered ${response.status}: ${response.text.slice(0, 300)}`);
  };
  const measurements: Measurement[] = [
    await measure('POST /v1/payments/norwegian-domestic-credit-transfers (signed initiation)', initiate, {
      runs: 50,
      warmups: 5,
    }),
    await measure('GET /v1/payments/…/{paymentId}/status', readStatus, { runs: 50, warmups: 5 }),
  ];
  printTable(measurements);
}
