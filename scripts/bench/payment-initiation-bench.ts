import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { measure, type Measurement } from './measure';
import { domesticPayment, domesticPaymentPath, paymentBenchClient } from './payment-bench-client';

/**
 * D22, D37: a signed payment initiation (validation, the payment and its instruction, the SCA link, the replay record
 * and the request log) one after the other, then the status read of one payment; median, p95 and p99 of each.
 */
export async function benchPaymentInitiation(environment: TestEnvironment): Promise<void> {
  const client = await paymentBenchClient(environment.baseUrl, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
  let paymentId = '';
  const initiate = async () => {
    const response = await client.request('POST', domesticPaymentPath, { body: domesticPayment });
    if (response.status !== 201)
      throw new Error(`initiation answered ${response.status}: ${response.text.slice(0, 300)}`);
    paymentId = (response.body as { paymentId: string }).paymentId;
  };
  const readStatus = async () => {
    const response = await client.request('GET', `${domesticPaymentPath}/${paymentId}/status`);
    if (response.status !== 200) throw new Error(`status answered ${response.status}: ${response.text.slice(0, 300)}`);
  };
  const measurements: Measurement[] = [
    await measure('POST /v1/payments/norwegian-domestic-credit-transfers (signed initiation)', initiate, {
      runs: 200,
      warmups: 20,
    }),
    await measure('GET /v1/payments/…/{paymentId}/status', readStatus, { runs: 200, warmups: 20 }),
  ];
  const ms = (value: number) => value.toFixed(1);
  console.log('| Operation | Runs | Median (ms) | p95 (ms) | p99 (ms) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const m of measurements)
    console.log(`| ${m.name} | ${m.runs} | ${ms(m.median)} | ${ms(m.p95)} | ${ms(m.p99)} |`);
}
