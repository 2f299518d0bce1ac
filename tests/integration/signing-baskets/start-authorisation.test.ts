import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { headlessPsu, inputValues } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { paymentTppOfFile } from '@/tests/integration/support/payment-fixture-api';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { domesticPaymentBody, domesticPaymentPath } from '@/tests/integration/support/started-sca';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';

// D22, D25: a signing basket's creation answer carries startAuthorisation; TPP-Explicit-Authorisation-Preferred: true
// starts no SCA, and the POST to startAuthorisation takes over the basket's SCA while nobody has opened it.
const baseUrl = inject('baseUrl');
const tpp = paymentTppOfFile();

type Link = { href: string; verbs?: string[] };
type Created = { basketId: string; _links: Record<string, Link> };

/** Two payments created without an SCA of their own, in a basket. */
async function basket(headers: Record<string, string> = {}): Promise<Created> {
  const paymentIds: string[] = [];
  for (let index = 0; index < 2; index++) {
    const payment = await tpp.post(domesticPaymentPath, domesticPaymentBody, {
      'TPP-Explicit-Authorisation-Preferred': 'true',
    });
    expect(payment.status, payment.text).toBe(201);
    paymentIds.push((payment.body as { paymentId: string }).paymentId);
  }
  const response = await tpp.post('/v1/signing-baskets', { paymentIds }, { 'PSU-Context': 'PRIVATE', ...headers });
  expect(response.status, response.text).toBe(201);
  expect(
    berlinGroupSchemaErrors({ method: 'post', path: '/v1/signing-baskets', status: 201, body: response.body }),
  ).toEqual([]);
  expect(responseProblems('post', '/v1/signing-baskets', 201, response.body)).toEqual([]);
  return response.body as Created;
}

/** The POST with no body and the headers the spec requires of it. */
async function start(created: Created) {
  const response = await tpp.client.request('POST', created._links.startAuthorisation?.href ?? '', {
    headers: {
      'x-accept-fix': 'amount-as-string',
      'TPP-Session-ID': `s-${randomUUID()}`,
      'PSU-ID': randomUUID(),
      'PSU-IP-Address': '192.0.2.10',
      // The SCA takes the PSU hints of this request (D22), as the basket's creation gave them.
      'PSU-Context': 'PRIVATE',
    },
  });
  expect(response.status, response.text).toBe(201);
  const path = '/v1/signing-baskets/{basketId}/authorisations';
  expect(berlinGroupSchemaErrors({ method: 'post', path, status: 201, body: response.body })).toEqual([]);
  return response.body as { authorisationId: string; _links: Record<string, Link> };
}

const authorisationIds = async (created: Created) =>
  (
    (await tpp.client.request('GET', `${created._links.self?.href}/authorisations`)).body as {
      authorisationIds: string[];
    }
  ).authorisationIds;

describe('a signing basket and its startAuthorisation', () => {
  it('the creation answer carries startAuthorisation beside self and status, with the started SCA', async () => {
    const created = await basket();
    expect(Object.keys(created._links)).toEqual(['scaRedirect', 'self', 'status', 'startAuthorisation', 'scaStatus']);
    expect(created._links.startAuthorisation).toEqual({
      href: `/v1/signing-baskets/${created.basketId}/authorisations`,
      verbs: ['POST'],
    });
  });

  it('the POST takes the unopened SCA over: same authorisationId, the creation’s link dead, one id listed', async () => {
    const created = await basket();
    const firstId = created._links.scaStatus?.href.split('/').at(-1);
    const started = await start(created);
    expect(started.authorisationId).toBe(firstId);
    expect(await authorisationIds(created)).toEqual([firstId]);
    const dead = await headlessPsu(baseUrl).open(created._links.scaRedirect?.href ?? '');
    expect(dead.path).toBe('/sca/ended?reason=link-invalid');
  });

  it('explicit: no SCA until the POST, whose link the PSU approves the basket at', async () => {
    const created = await basket({ 'TPP-Explicit-Authorisation-Preferred': 'true' });
    expect(Object.keys(created._links)).toEqual(['self', 'status', 'startAuthorisation']);
    expect(await authorisationIds(created)).toEqual([]);
    expect(await db.authorisation.count({ where: { basketId: created.basketId } })).toBe(0);

    const started = await start(created);
    const psu = headlessPsu(baseUrl);
    expect((await psu.open(started._links.scaRedirect?.href ?? '')).path).toBe('/sca/sign-in');
    const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '12085592767' });
    expect(page.path).toBe('/sca/basket');
    const done = await psu.submit('/sca/actions/basket', {
      debtorAccount: inputValues(page, 'debtorAccount')[0] ?? '',
    });
    expect(done.tppReturnUrl).toBeTruthy();
    const status = await tpp.client.request('GET', created._links.status?.href ?? '');
    expect(status.body).toEqual({ transactionStatus: 'ACTC' });
  });
});
