import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { berlinGroupSchemaErrors } from '@/tests/support/berlin-group/schema-validator';
import { db } from '@/lib/db';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu } from '@/e2e/fixtures/headless-psu';
import { scaRedirectOf, tppMessage } from '@/e2e/fixtures/sandbox-tpp';
import { twoTppsOfFile } from '@/tests/integration/support/two-tpps-of-file';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import { untilALockWaits } from '@/tests/integration/support/until-a-lock-waits';
import { whileSettleFails } from '@/tests/integration/support/while-settle-fails';

// D17 and D8: bank-offered consent over HTTP, its deprecated alias and the Berlin Group consent reads.
const baseUrl = inject('baseUrl');
const redirect = { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=s1' };
const [tpp, other] = twoTppsOfFile();

const create = (headers: Record<string, string> = redirect, path = '/v1/bank-offered-consents', body?: unknown) =>
  tpp.client.request('POST', path, { headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

describe('POST /v1/bank-offered-consents and POST /v1/consents', () => {
  it.each(['/v1/bank-offered-consents', '/v1/consents'])(
    '%s answers 201 received with an absolute scaRedirect (D1, D8)',
    async (path) => {
      const response = await create(redirect, path);
      expect(response.status).toBe(201);
      const body = response.body as { consentId: string; _links: Record<string, { href: string }> };
      expect(body).toEqual({
        consentStatus: 'received',
        consentId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        _links: {
          scaRedirect: {
            href: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/sca\/[A-Za-z0-9_-]{43}$/),
            verbs: ['GET'],
          },
          self: { href: `/v1/consents/${body.consentId}`, verbs: ['GET', 'DELETE'] },
          status: { href: `/v1/consents/${body.consentId}/status`, verbs: ['GET'] },
          scaStatus: {
            href: expect.stringMatching(
              new RegExp(`^/v1/consents/${body.consentId}/authorisations/[A-Za-z0-9_-]{22}$`),
            ),
            verbs: ['GET'],
          },
        },
      });
      expect(berlinGroupSchemaErrors({ method: 'post', path: '/v1/consents', status: 201, body })).toEqual([]);
      expect(response.headers.get('location')).toBe(`/v1/consents/${body.consentId}`);
      expect(response.headers.get('aspsp-sca-approach')).toBe('REDIRECT');
    },
  );

  it('only the deprecated alias carries Deprecation and Link headers (D8)', async () => {
    const alias = await create(redirect, '/v1/consents');
    expect(alias.headers.get('deprecation')).toBe('@1707091200');
    expect(alias.headers.get('link')).toBe('</v1/bank-offered-consents>; rel="successor-version"');
    const current = await create();
    expect(current.headers.get('deprecation')).toBeNull();
    expect(current.headers.get('link')).toBeNull();
  });

  it('ignores a Berlin Group consent request body', async () => {
    const response = await create(redirect, '/v1/consents', {
      access: { accounts: [{ iban: 'NO9386011117947' }] },
      recurringIndicator: false,
      validUntil: '2030-01-01',
      frequencyPerDay: 100,
    });
    expect(response.status).toBe(201);
    const consent = await tpp.client.request(
      'GET',
      `/v1/consents/${(response.body as { consentId: string }).consentId}`,
    );
    expect(consent.body).toMatchObject({
      access: { accounts: [], balances: [], transactions: [] },
      recurringIndicator: true,
      frequencyPerDay: 4,
      consentStatus: 'received',
    });
  });

  it('a repeated X-Request-ID gets the first answer and creates nothing (D5)', async () => {
    const requestId = randomUUID();
    const first = await create({ ...redirect, 'X-Request-ID': requestId });
    const again = await create({ ...redirect, 'X-Request-ID': requestId });
    type Created = { consentId: string; _links: { scaRedirect: { href: string } } & Record<string, unknown> };
    const [firstBody, againBody] = [first.body as Created, again.body as Created];
    const withoutLink = ({ _links: { scaRedirect: _link, ...links }, ...rest }: Created) => ({
      ...rest,
      _links: links,
    });
    expect(withoutLink(againBody)).toEqual(withoutLink(firstBody));
    expect(await db.consent.count({ where: { id: firstBody.consentId } })).toBe(1);
    // The replay store never holds the link token (D17: only hashes are stored): a replay gets a fresh link to the
    // same SCA, and the stored body has none.
    expect(againBody._links.scaRedirect.href).toMatch(/\/sca\/[A-Za-z0-9_-]{20,}$/);
    expect(againBody._links.scaRedirect.href).not.toBe(firstBody._links.scaRedirect.href);
    const stored = await db.seenRequestId.findFirstOrThrow({ where: { xRequestId: requestId } });
    expect(stored.responseBody).not.toContain(firstBody._links.scaRedirect.href.split('/sca/')[1]);
    expect(stored.responseBody).not.toContain(againBody._links.scaRedirect.href.split('/sca/')[1]);
    expect((await fetch(againBody._links.scaRedirect.href, { redirect: 'manual' })).headers.get('location')).toMatch(
      /^\/sca\/sign-in\?sca=[\w-]{22}$/,
    );
  });

  it('keeps the consent with the response kept for its repeats, or neither: the X-Request-ID is then free (D37)', async () => {
    const requestId = randomUUID();
    const consents = () => db.consent.count({ where: { tpp: { organizationIdentifier: tpp.organizationIdentifier } } });
    const before = await consents();
    await whileSettleFails(requestId, 'UPDATE', async () => {
      expect((await create({ ...redirect, 'X-Request-ID': requestId })).status).toBe(500);
      expect(await consents()).toBe(before);
    });
    const retried = await create({ ...redirect, 'X-Request-ID': requestId });
    const repeated = await create({ ...redirect, 'X-Request-ID': requestId });
    expect([retried.status, repeated.status]).toEqual([201, 201]);
    expect((repeated.body as { consentId: string }).consentId).toBe((retried.body as { consentId: string }).consentId);
    expect(await db.consent.count({ where: { id: (retried.body as { consentId: string }).consentId } })).toBe(1);
  });

  it.each([
    ['no TPP-Redirect-URI', {}, 'TPP-Redirect-URI'],
    ['http to a host other than localhost', { 'TPP-Redirect-URI': 'http://tpp.example/cb' }, 'TPP-Redirect-URI'],
    ['a fragment', { 'TPP-Redirect-URI': 'https://tpp.example/cb#x' }, 'TPP-Redirect-URI'],
    ['not absolute', { 'TPP-Redirect-URI': '/cb' }, 'TPP-Redirect-URI'],
    [
      'a bad TPP-Nok-Redirect-URI',
      { ...redirect, 'TPP-Nok-Redirect-URI': 'ftp://tpp.example/nok' },
      'TPP-Nok-Redirect-URI',
    ],
    [
      'an unsigned TPP-Nok-Redirect-URI on another origin',
      { ...redirect, 'TPP-Nok-Redirect-URI': 'https://elsewhere.example/nok' },
      'TPP-Nok-Redirect-URI',
    ],
  ])('refuses %s with 400 FORMAT_ERROR naming the header', async (_name, headers, path) => {
    const before = await db.consent.count();
    const response = await create(headers);
    expect({ status: response.status, ...tppMessage(response) }).toMatchObject({
      status: 400,
      code: 'FORMAT_ERROR',
      path,
    });
    expect(await db.consent.count()).toBe(before);
  });

  it('needs the PSP_AI role (D3)', async () => {
    const pisp = createSandboxTpp({ baseUrl, roles: ['PSP_PI'] });
    const response = await pisp.client.request('POST', '/v1/bank-offered-consents', { headers: redirect });
    expect({ status: response.status, code: tppMessage(response).code }).toEqual({ status: 401, code: 'ROLE_INVALID' });
  });
});

describe('honoured headers', () => {
  it('PSU-Context and PSU-Accept-Language travel with the SCA; TPP-Redirect-Preferred: false selects the app', async () => {
    const response = await create({
      ...redirect,
      'PSU-Context': 'CORPORATE',
      'PSU-Accept-Language': 'nb-NO',
      'TPP-Redirect-Preferred': 'false',
      'TPP-Session-ID': 'my-session',
    });
    const authorisation = await db.authorisation.findFirstOrThrow({
      where: { consentId: (response.body as { consentId: string }).consentId },
    });
    expect(authorisation).toMatchObject({
      kind: 'CONSENT',
      scaStatus: 'RECEIVED',
      context: 'CORPORATE',
      language: 'nb',
      redirectPreferred: false,
      tppSessionId: 'my-session',
      tppRedirectUri: redirect['TPP-Redirect-URI'],
    });
  });

  it('PSU-ID: only the PSU the TPP named may sign in', async () => {
    const first = await create({ ...redirect, 'PSU-Context': 'PRIVATE' });
    const olaPsuId =
      new URL(
        await completeSca({ baseUrl, scaRedirect: scaRedirectOf(first), customerNumber: '12085592767' }),
      ).searchParams.get('psu-id') ?? '';
    const named = await create({ ...redirect, 'PSU-ID': olaPsuId });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirectOf(named));
    const refused = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319955' });
    expect(refused.path).toMatch(/^\/sca\/sign-in\?error=other-psu&typed=[\w-]+$/);
    expect(refused.html).toContain('This request is for another customer.');
  });
});

describe('GET /v1/consents/{consentId}, /status, /authorisations and DELETE', () => {
  it('reads a granted consent with the accounts the PSU chose (Berlin Group shapes)', async () => {
    const created = await create({ ...redirect, 'PSU-Context': 'PRIVATE' });
    const { consentId } = created.body as { consentId: string };
    await completeSca({ baseUrl, scaRedirect: scaRedirectOf(created), customerNumber: '13039319955' });

    const consent = await tpp.client.request('GET', `/v1/consents/${consentId}`);
    expect(consent.status).toBe(200);
    expect(
      berlinGroupSchemaErrors({ method: 'get', path: '/v1/consents/{consentId}', status: 200, body: consent.body }),
    ).toEqual([]);
    const body = consent.body as {
      access: { accounts: { iban?: string; maskedPan?: string }[] };
      consentStatus: string;
      validUntil: string;
      _links: object;
    };
    expect(body.consentStatus).toBe('valid');
    expect(body.access.accounts.filter((reference) => reference.iban)).toHaveLength(2);
    expect(body.access.accounts.filter((reference) => reference.maskedPan)).toHaveLength(1);
    expect(body._links).toEqual({
      account: { href: '/v1/accounts', verbs: ['GET'] },
      'card-account': { href: '/v1/card-accounts', verbs: ['GET'] },
    });

    const status = await tpp.client.request('GET', `/v1/consents/${consentId}/status`);
    expect(status.body).toEqual({ consentStatus: 'valid' });
    expect(
      berlinGroupSchemaErrors({
        method: 'get',
        path: '/v1/consents/{consentId}/status',
        status: 200,
        body: status.body,
      }),
    ).toEqual([]);
    const authorisations = await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations`);
    const [authorisationId] = (authorisations.body as { authorisationIds: string[] }).authorisationIds;
    const scaStatus = await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations/${authorisationId}`);
    expect(scaStatus.body).toEqual({ scaStatus: 'finalised' });
    expect(
      berlinGroupSchemaErrors({
        method: 'get',
        path: '/v1/consents/{consentId}/authorisations/{authorisationId}',
        status: 200,
        body: scaStatus.body,
      }),
    ).toEqual([]);
    expect(tppMessage(await tpp.client.request('GET', `/v1/consents/${consentId}/authorisations/nope`))).toMatchObject({
      code: 'RESOURCE_UNKNOWN',
    });
  });

  it('another TPP cannot see, read or end the consent: 403 CONSENT_UNKNOWN, as for an unknown id', async () => {
    const { consentId } = (await create()).body as { consentId: string };
    for (const [method, path] of [
      ['GET', `/v1/consents/${consentId}`],
      ['GET', `/v1/consents/${consentId}/status`],
      ['DELETE', `/v1/consents/${consentId}`],
      ['GET', '/v1/consents/unknown-id'],
    ] as const) {
      const response = await (path.endsWith('unknown-id') ? tpp : other).client.request(method, path);
      expect({ method, path, status: response.status, code: tppMessage(response).code }).toEqual({
        method,
        path,
        status: 403,
        code: 'CONSENT_UNKNOWN',
      });
    }
  });

  it('DELETE ends the consent (terminatedByTpp), withdraws its SCA, and may be repeated', async () => {
    const created = await create();
    const { consentId } = created.body as { consentId: string };
    expect((await tpp.client.request('DELETE', `/v1/consents/${consentId}`)).status).toBe(204);
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'terminatedByTpp',
    });
    expect((await tpp.client.request('DELETE', `/v1/consents/${consentId}`)).status).toBe(204);
    expect(await db.authorisation.findFirst({ where: { consentId }, select: { scaStatus: true } })).toEqual({
      scaStatus: 'FAILED',
    });
    const page = await headlessPsu(baseUrl).open(scaRedirectOf(created));
    expect(page.path).toMatch(/^\/sca\/ended\?reason=withdrawn&link=[\w-]+$/);
  });

  it('DELETEs sent at once (a client retrying) all answer 204, as a repeated one does', async () => {
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const { consentId } = (await create()).body as { consentId: string };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => tpp.client.request('DELETE', `/v1/consents/${consentId}`)),
      );
      statuses.push(...answers.map((response) => response.status));
      expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
        consentStatus: 'terminatedByTpp',
      });
    }
    expect(statuses.filter((status) => status !== 204)).toEqual([]);
  });

  it('DELETE racing the PSU’s approval terminates the consent it became (204), and one racing a revocation names it (409)', async () => {
    // The approval (or revocation) holds the consent's row while the DELETE, which read it before, waits to move it.
    const raced = async (becomes: 'valid' | 'revokedByPsu') => {
      const { consentId } = (await create()).body as { consentId: string };
      let deleted: ReturnType<typeof tpp.client.request> | undefined;
      await db.$transaction(async (client) => {
        await client.$queryRaw`SELECT id FROM "Consent" WHERE id = ${consentId} FOR UPDATE`;
        deleted = tpp.client.request('DELETE', `/v1/consents/${consentId}`);
        await untilALockWaits(client);
        await client.consent.update({
          where: { id: consentId },
          data: { status: becomes, statusChangedAt: new Date() },
        });
      });
      const response = await (deleted as ReturnType<typeof tpp.client.request>);
      return {
        status: response.status,
        text: tppMessage(response).text,
        consentStatus: (await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status,
      };
    };
    expect(await raced('valid')).toEqual({ status: 204, text: undefined, consentStatus: 'terminatedByTpp' });
    expect(await raced('revokedByPsu')).toEqual({
      status: 409,
      text: 'The consent is already revokedByPsu and cannot be terminated.',
      consentStatus: 'revokedByPsu',
    });
  });

  it('DELETE meeting the PSU’s approval half-way waits for it instead of deadlocking with it', async () => {
    for (let round = 0; round < 2; round++) {
      const { consentId } = (await create()).body as { consentId: string };
      let deleted: ReturnType<typeof tpp.client.request> | undefined;
      // As approveConsent: the SCA is finalised first, then the consent moves, in one transaction.
      await db.$transaction(async (client) => {
        await client.authorisation.updateMany({ where: { consentId }, data: { scaStatus: 'FINALISED' } });
        deleted = tpp.client.request('DELETE', `/v1/consents/${consentId}`);
        await untilALockWaits(client);
        await client.consent.update({
          where: { id: consentId },
          data: { status: 'valid', statusChangedAt: new Date() },
        });
      });
      expect((await (deleted as ReturnType<typeof tpp.client.request>)).status).toBe(204);
      expect(await db.consent.findUniqueOrThrow({ where: { id: consentId }, select: { status: true } })).toEqual({
        status: 'terminatedByTpp',
      });
      expect(await db.authorisation.findFirstOrThrow({ where: { consentId }, select: { scaStatus: true } })).toEqual({
        scaStatus: 'FINALISED',
      });
    }
  });

  it('DELETE of a consent that ended otherwise is 409 STATUS_INVALID', async () => {
    const created = await create();
    const { consentId } = created.body as { consentId: string };
    await completeSca({
      baseUrl,
      scaRedirect: scaRedirectOf(created),
      customerNumber: '13039319955',
      decision: 'cancel',
    });
    const response = await tpp.client.request('DELETE', `/v1/consents/${consentId}`);
    expect({ status: response.status, ...tppMessage(response) }).toMatchObject({
      status: 409,
      code: 'STATUS_INVALID',
      text: 'The consent is already rejected and cannot be terminated.',
    });
  });
});
