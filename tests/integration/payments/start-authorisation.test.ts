import { describe, expect, inject, it } from 'vitest';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { db } from '@/lib/db';
import { hashSecretToken } from '@/lib/web/secret-token';
import { paymentTppOfFile } from '@/tests/integration/support/payment-fixture-api';
import { responseProblems } from '@/tests/integration/support/sandbox-openapi-validator';
import { domesticPaymentBody, domesticPaymentPath, tokenOf } from '@/tests/integration/support/started-sca';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';

// D22: TPP-Explicit-Authorisation-Preferred, the startAuthorisation link of every creation answer, and the POST to it
// taking over the SCA the creation started while nobody has opened it, so that one SCA completes the payment.
const baseUrl = inject('baseUrl');
const tpp = paymentTppOfFile();

type Link = { href: string; verbs?: string[] };
type Created = { paymentId: string; _links: Record<string, Link> };
type Started = { authorisationId: string; scaStatus: string; _links: Record<string, Link> };

async function initiate(
  headers: Record<string, string> = {},
  path = domesticPaymentPath,
  body: unknown = domesticPaymentBody,
) {
  const response = await tpp.post(path, body, headers);
  expect(response.status, response.text).toBe(201);
  expect(
    berlinGroupSchemaErrors({
      method: 'post',
      path: '/v1/{payment-service}/{payment-product}',
      status: 201,
      body: response.body,
    }),
  ).toEqual([]);
  expect(responseProblems('post', '/v1/{payment-service}/{payment-product}', 201, response.body)).toEqual([]);
  return response.body as Created;
}

/** The body-less POST to startAuthorisation. */
async function start(created: Created, headers: Record<string, string> = {}) {
  const response = await tpp.client.request('POST', created._links.startAuthorisation?.href ?? '', { headers });
  expect(response.status, response.text).toBe(201);
  const path = '/v1/{payment-service}/{payment-product}/{paymentId}/authorisations';
  expect(berlinGroupSchemaErrors({ method: 'post', path, status: 201, body: response.body })).toEqual([]);
  expect(responseProblems('post', path, 201, response.body)).toEqual([]);
  return response.body as Started;
}

const authorisationIds = async (created: Created) =>
  (
    (await tpp.client.request('GET', `${created._links.self?.href}/authorisations`)).body as {
      authorisationIds: string[];
    }
  ).authorisationIds;

/** Whether an scaRedirect link would still open (its token's hash stored, unused, unexpired). */
async function isLive(scaRedirect: string): Promise<boolean> {
  const row = await db.authorisation.findUnique({ where: { linkTokenHash: hashSecretToken(tokenOf(scaRedirect)) } });
  return row !== null && row.linkUsedAt === null && row.scaStatus === 'RECEIVED' && row.linkExpiresAt > new Date();
}

const transactionStatus = async (created: Created) =>
  ((await tpp.client.request('GET', created._links.status?.href ?? '')).body as { transactionStatus: string })
    .transactionStatus;

describe('the creation answer of a payment', () => {
  it.each([
    ['payments', domesticPaymentBody],
    [
      'periodic-payments',
      {
        ...domesticPaymentBody,
        requestedExecutionDate: undefined,
        startDate: domesticPaymentBody.requestedExecutionDate,
        frequency: 'Monthly',
      },
    ],
    [
      'bulk-payments',
      { payments: [domesticPaymentBody, domesticPaymentBody].map(({ requestedExecutionDate: _, ...rest }) => rest) },
    ],
  ])(
    '%s: startAuthorisation beside self and status, with the started SCA (scaRedirect, scaStatus)',
    async (service, body) => {
      const created = await initiate({}, `/v1/${service}/norwegian-domestic-credit-transfers`, body);
      const self = `/v1/${service}/norwegian-domestic-credit-transfers/${created.paymentId}`;
      expect(Object.keys(created._links)).toEqual(['scaRedirect', 'self', 'status', 'startAuthorisation', 'scaStatus']);
      expect(created._links.startAuthorisation).toEqual({ href: `${self}/authorisations`, verbs: ['POST'] });
    },
  );

  it('with TPP-Explicit-Authorisation-Preferred: true, no SCA: only self, status and startAuthorisation; RCVD until the POST', async () => {
    const created = await initiate({ 'TPP-Explicit-Authorisation-Preferred': 'TRUE' });
    expect(Object.keys(created._links)).toEqual(['self', 'status', 'startAuthorisation']);
    expect(await authorisationIds(created)).toEqual([]);
    expect(await db.authorisation.count({ where: { paymentId: created.paymentId } })).toBe(0);
    expect(await transactionStatus(created)).toBe('RCVD');

    const started = await start(created);
    expect(started.scaStatus).toBe('received');
    expect(await authorisationIds(created)).toEqual([started.authorisationId]);
    await completeSca({ baseUrl, scaRedirect: started._links.scaRedirect?.href ?? '', customerNumber: '12085592767' });
    expect(await transactionStatus(created)).not.toBe('RCVD');
  });

  it('with TPP-Explicit-Authorisation-Preferred: false, the SCA starts as without the header', async () => {
    const created = await initiate({ 'TPP-Explicit-Authorisation-Preferred': 'false' });
    expect(Object.keys(created._links)).toEqual(['scaRedirect', 'self', 'status', 'startAuthorisation', 'scaStatus']);
  });

  it.each(['yes', '1', ''])(
    'TPP-Explicit-Authorisation-Preferred %j is 400 FORMAT_ERROR naming it, and nothing is created',
    async (value) => {
      const owner = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
      const before = await db.payment.count({ where: { tppId: owner.id } });
      const response = await tpp.post(domesticPaymentPath, domesticPaymentBody, {
        'TPP-Explicit-Authorisation-Preferred': value,
      });
      expect(response.status, response.text).toBe(400);
      expect((response.body as { tppMessages: unknown[] }).tppMessages[0]).toMatchObject({
        code: 'FORMAT_ERROR',
        path: 'TPP-Explicit-Authorisation-Preferred',
      });
      expect(await db.payment.count({ where: { tppId: owner.id } })).toBe(before);
    },
  );
});

describe('POST to startAuthorisation takes over the unopened SCA', () => {
  it('the same authorisationId, a new link with this request’s redirect; the creation’s link is dead, one id is listed', async () => {
    const created = await initiate({ 'TPP-Session-ID': 'session-at-creation' });
    const firstId = created._links.scaStatus?.href.split('/').at(-1);
    const before = await db.authorisation.findUniqueOrThrow({ where: { id: firstId } });
    const started = await start(created, {
      'TPP-Redirect-URI': 'https://tpp.example/cb?state=explicit',
      'TPP-Session-ID': 'session-at-start',
      'PSU-Accept-Language': 'nb',
    });
    expect(started.authorisationId).toBe(firstId);
    expect(started._links.scaStatus?.href).toBe(created._links.scaStatus?.href);
    expect(started._links.scaRedirect?.href).not.toBe(created._links.scaRedirect?.href);
    expect(await isLive(created._links.scaRedirect?.href ?? '')).toBe(false);
    expect(await isLive(started._links.scaRedirect?.href ?? '')).toBe(true);
    const after = await db.authorisation.findUniqueOrThrow({ where: { id: firstId } });
    expect(after).toMatchObject({
      tppRedirectUri: 'https://tpp.example/cb?state=explicit',
      tppSessionId: 'session-at-start',
      language: 'nb',
    });
    expect(after.linkExpiresAt.getTime()).toBeGreaterThanOrEqual(before.linkExpiresAt.getTime());
    expect(await authorisationIds(created)).toEqual([firstId]);

    const dead = await headlessPsu(baseUrl).open(created._links.scaRedirect?.href ?? '');
    expect(dead.path).toBe('/sca/ended?reason=link-invalid');
    const returned = await completeSca({
      baseUrl,
      scaRedirect: started._links.scaRedirect?.href ?? '',
      customerNumber: '12085592767',
    });
    expect(returned.href.startsWith('https://tpp.example/cb?state=explicit')).toBe(true);
    expect(await transactionStatus(created)).not.toBe('RCVD');
  });

  it('once the PSU opened the creation’s link, the POST starts a new SCA and leaves the opened one alone', async () => {
    const created = await initiate();
    const opened = await headlessPsu(baseUrl).open(created._links.scaRedirect?.href ?? '');
    expect(opened.path).toBe('/sca/sign-in');
    const started = await start(created);
    expect(started.authorisationId).not.toBe(created._links.scaStatus?.href.split('/').at(-1));
    expect(await authorisationIds(created)).toHaveLength(2);
  });

  it('a second POST takes over the SCA again: only the latest link works', async () => {
    const created = await initiate();
    const first = await start(created);
    const second = await start(created);
    expect(second.authorisationId).toBe(first.authorisationId);
    expect(await isLive(first._links.scaRedirect?.href ?? '')).toBe(false);
    expect(await isLive(second._links.scaRedirect?.href ?? '')).toBe(true);
  });

  it('two concurrent POSTs never hand out two live links to one SCA', async () => {
    const created = await initiate();
    const answers = await Promise.all([start(created), start(created)]);
    const live = await Promise.all(answers.map((answer) => isLive(answer._links.scaRedirect?.href ?? '')));
    const liveIds = answers.filter((_, index) => live[index]).map((answer) => answer.authorisationId);
    expect(liveIds.length).toBeGreaterThan(0);
    expect(new Set(liveIds).size).toBe(liveIds.length);
    expect(await isLive(created._links.scaRedirect?.href ?? '')).toBe(false);
  });

  it('the PSU opening the creation’s link while the POST runs: either the PSU wins and the POST starts a new SCA, or the link is dead', async () => {
    const created = await initiate();
    const firstId = created._links.scaStatus?.href.split('/').at(-1);
    const [page, started] = await Promise.all([
      headlessPsu(baseUrl).open(created._links.scaRedirect?.href ?? ''),
      start(created),
    ]);
    if (page.path === '/sca/sign-in') expect(started.authorisationId).not.toBe(firstId);
    else {
      expect(page.path).toBe('/sca/ended?reason=link-invalid');
      expect(started.authorisationId).toBe(firstId);
    }
    expect(await isLive(started._links.scaRedirect?.href ?? '')).toBe(true);
  });

  it('a repeated X-Request-ID answers the same authorisation with a fresh link (D5)', async () => {
    const created = await initiate();
    const requestId = crypto.randomUUID();
    const first = await start(created, { 'X-Request-ID': requestId });
    const again = await start(created, { 'X-Request-ID': requestId });
    expect(again.authorisationId).toBe(first.authorisationId);
    expect(await isLive(again._links.scaRedirect?.href ?? '')).toBe(true);
    expect(await isLive(first._links.scaRedirect?.href ?? '')).toBe(false);
    expect(await authorisationIds(created)).toEqual([first.authorisationId]);
  });
});
