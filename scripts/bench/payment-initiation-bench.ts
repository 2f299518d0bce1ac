import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { measure, type Measurement } from './measure';
import { domesticPayment, paymentBenchClient } from './payment-bench-client';
import { printTable } from './print-table';

/**
 * D22: a signed payment initiation (validation, the payment and its instruction, the SCA link, the replay record and
 * the request log) one after the other, then the status read of one payment.
 */
export async function benchPaymentInitiation(environment: TestEnvironment): Promise<void> {
  const client = await paymentBenchClient(environment.baseUrl, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
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
