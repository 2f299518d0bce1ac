import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { bankDate } from '@/lib/berlin-group/bank-date';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';
import type { TestEnvironment } from '../../tests/integration/support/test-environment';
import { measure, type Measurement } from './measure';

const payment = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
};
// Each payment is approved by this many posts at once (three times the PSU pages' connections), one payment after the other.
const postsAtOnce = 12;
const readRuns = 300;

/** A payment signed in up to its approval page, and its approval post. */
async function paymentAtApproval(baseUrl: string, client: TppClient): Promise<() => Promise<number>> {
  const body = { ...payment, requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)) };
  const created = await client.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
    body,
    headers: { 'PSU-Context': 'PRIVATE' },
  });
  if (created.status !== 201) throw new Error(`initiation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const psu = headlessPsu(baseUrl);
  await psu.open((created.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
  const debtorAccount = inputValues(page, 'debtorAccount')[0] ?? '';
  return async () => (await psu.submit('/sca/actions/payment', { debtorAccount })).status;
}

/**
 * D13: an unrelated TPP's signed read, one at a time, first on a calm instance, then while one PSU hammers payment
 * approvals (twelve posts of each approval at once, payment after payment) through the PSU pages.
 */
export async function benchApprovalIsolation(environment: TestEnvironment): Promise<void> {
  const { baseUrl } = environment;
  const payer = createSandboxTpp({
    baseUrl,
    roles: ['PSP_AI', 'PSP_PI'],
    client: { defaultHeaders: { 'TPP-Redirect-URI': 'https://tpp.example/cb' } },
  });
  const reader = createSandboxTpp({ baseUrl, roles: ['PSP_AI'] });
  for (const tpp of [payer, reader]) {
    const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
    if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  }
  const read = async () => {
    const response = await reader.client.request('GET', '/v1/sandbox/customers');
    if (response.status !== 200)
      throw new Error(`the unrelated read answered ${response.status}: ${response.text.slice(0, 300)}`);
  };
  const calm = await measure('unrelated TPP: signed GET /v1/sandbox/customers, calm', read, {
    runs: readRuns,
    warmups: 10,
  });

  const approvals: Array<() => Promise<number>> = [];
  for (let index = 0; index < 40; index++) approvals.push(await paymentAtApproval(baseUrl, payer.client));
  const answers = new Map<number, number>();
  let isReading = true;
  let approved = 0;
  const hammer = (async () => {
    for (let index = 0; isReading; index++) {
      const approve = approvals[index % approvals.length];
      if (!approve) break;
      for (const status of await Promise.all(Array.from({ length: postsAtOnce }, () => approve())))
        answers.set(status, (answers.get(status) ?? 0) + 1);
      approved++;
    }
  })();
  const hammered = await measure(`the same read while one PSU posts each approval ${postsAtOnce} times at once`, read, {
    runs: readRuns,
    warmups: 0,
  }).finally(() => (isReading = false));
  await hammer;

  const ms = (value: number) => value.toFixed(1);
  console.log('| Unrelated signed read | Runs | Median (ms) | p95 (ms) | p99 (ms) | Max (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const m of [calm, hammered] as Measurement[])
    console.log(`| ${m.name} | ${m.runs} | ${ms(m.median)} | ${ms(m.p95)} | ${ms(m.p99)} | ${ms(m.max)} |`);
  console.log(
    `Approval rounds meanwhile: ${approved} (${approved * postsAtOnce} posts); the PSU's answers by status: ${JSON.stringify(Object.fromEntries(answers))}.`,
  );
}
