import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { signRequest, type SignedRequest } from '@/tools/tpp-kit/sign-request';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { measurePrepared, type Measurement } from './measure';
import { domesticPayment, domesticPaymentPath } from './payment-bench-client';

/**
 * D22, D37: a signed payment initiation (validation, the payment and its instruction, the SCA link, the replay record
 * and the request log) one after the other, then the status read of one payment; median, p95 and p99 of each. Each
 * request is signed before its time starts: the time is the bank's, from sending to the whole answer.
 */
export async function benchPaymentInitiation(environment: TestEnvironment): Promise<void> {
  const { client, certificate } = createSandboxTpp({ baseUrl: environment.baseUrl, roles: ['PSP_PI'] });
  const initialized = await client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200)
    throw new Error(`initialize answered ${initialized.status}: ${initialized.text.slice(0, 300)}`);
  const headers = { 'TPP-Redirect-URI': 'https://tpp.example/cb' };
  let paymentId = '';
  const send = async (method: 'GET' | 'POST', path: string, signed: SignedRequest, expectedStatus: number) => {
    const response = await fetch(new URL(path, environment.baseUrl), {
      method,
      headers: signed.headers,
      body: signed.body ? Buffer.from(signed.body) : undefined,
    });
    const text = await response.text();
    if (response.status !== expectedStatus)
      throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text;
  };
  const initiation = () =>
    signRequest({ method: 'POST', url: domesticPaymentPath, certificate, headers, body: domesticPayment });
  const initiate = async (signed: SignedRequest) => {
    paymentId = (JSON.parse(await send('POST', domesticPaymentPath, signed, 201)) as { paymentId: string }).paymentId;
  };
  const statusPath = () => `${domesticPaymentPath}/${paymentId}/status`;
  const statusRead = () => signRequest({ method: 'GET', url: statusPath(), certificate, headers });
  const readStatus = async (signed: SignedRequest) => {
    await send('GET', statusPath(), signed, 200);
  };
  const floorRead = () => signRequest({ method: 'GET', url: '/v1/no-such-resource', certificate, headers });
  const measurements: Measurement[] = [
    // The least a signed call takes here (signature, certificate, X-Request-ID claim, a 404): the floor beside them.
    await measurePrepared(
      'GET /v1/no-such-resource (signed 404: the floor)',
      floorRead,
      async (signed) => void (await send('GET', '/v1/no-such-resource', signed, 404)),
      { runs: 200, warmups: 20 },
    ),
    await measurePrepared(
      'POST /v1/payments/norwegian-domestic-credit-transfers (signed initiation)',
      initiation,
      initiate,
      { runs: 200, warmups: 20 },
    ),
    await measurePrepared('GET /v1/payments/…/{paymentId}/status', statusRead, readStatus, { runs: 200, warmups: 20 }),
  ];
  const ms = (value: number) => value.toFixed(1);
  console.log('| Operation | Runs | Median (ms) | p95 (ms) | p99 (ms) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const m of measurements)
    console.log(`| ${m.name} | ${m.runs} | ${ms(m.median)} | ${ms(m.p95)} | ${ms(m.p99)} |`);
}
