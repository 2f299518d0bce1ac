import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu, inputValues, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import { initializedTpp, scaRedirectOf, tppMessage, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import type { TppResponse } from '@/tools/tpp-kit/tpp-client';

// Spec "TPP session (TPP-Session-ID) rules", row by row, over HTTP: GET /v1/user (PISP) and GET /v1/accounts (AISP,
// through the consent guard) are the services; an SCA in one session holds for one TPP and PSU across roles. Each
// test has its own TPP whose PSU completed a consent SCA in session A.
const baseUrl = inject('baseUrl');
const redirectUri = 'https://tpp.example/back';

afterAll(async () => {
  await db.$disconnect();
});

const granted = { status: 200, code: undefined, hasScaRedirect: false };
const needsSca = { status: 401, code: 'CONSENT_INVALID', hasScaRedirect: true };
const expired = { status: 401, code: 'CONSENT_EXPIRED', hasScaRedirect: true };
const outcome = (response: TppResponse) => ({
  status: response.status,
  code: tppMessage(response).code,
  hasScaRedirect: Boolean((response.body as { _links?: { scaRedirect?: unknown } })?._links?.scaRedirect),
});

type World = {
  tpp: NamedTpp;
  psuId: string;
  user: (sessionId: string | null, extra?: Record<string, string>) => Promise<TppResponse>;
  accounts: (sessionId: string) => Promise<TppResponse>;
  /** The browser in which the PSU signed in for session A. */
  psu: HeadlessPsu;
  /** Completes, as the same PSU in another browser (so signing in), the SCA a response asked for. */
  complete: (response: TppResponse, decision?: 'approve' | 'cancel') => Promise<URL>;
};

async function worldWithSessionA(): Promise<World> {
  const tpp = await initializedTpp(baseUrl);
  const psu = headlessPsu(baseUrl);
  const complete = (response: TppResponse, decision: 'approve' | 'cancel' = 'approve', browser?: HeadlessPsu) =>
    completeSca({
      baseUrl,
      scaRedirect: scaRedirectOf(response),
      customerNumber: '12085592767',
      context: 'PRIVATE',
      decision,
      psu: browser,
    });
  const consent = await tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'TPP-Redirect-URI': redirectUri, 'TPP-Session-ID': 'session-A' },
  });
  const back = await complete(consent, 'approve', psu);
  expect(back.searchParams.get('tpp-session-id')).toBe('session-A');
  const psuId = back.searchParams.get('psu-id') ?? '';
  return {
    tpp,
    psuId,
    psu,
    complete: (response, decision) => complete(response, decision),
    user: (sessionId, extra = {}) =>
      tpp.client.request('GET', '/v1/user', {
        headers: { 'TPP-Redirect-URI': redirectUri, ...(sessionId ? { 'TPP-Session-ID': sessionId } : {}), ...extra },
      }),
    accounts: (sessionId) =>
      tpp.client.request('GET', '/v1/accounts', {
        headers: { 'TPP-Redirect-URI': redirectUri, 'TPP-Session-ID': sessionId, 'PSU-ID': psuId },
      }),
  };
}

describe('TPP session rules', () => {
  it('SCA completed within a TPP-Session-ID: within 1 hour no new SCA, for AIS and PIS alike', async () => {
    const world = await worldWithSessionA();
    expect(outcome(await world.accounts('session-A'))).toEqual(granted);
    const identified = await world.user('session-A');
    expect(outcome(identified)).toEqual(granted);
    expect(identified.body).toEqual({ psuId: world.psuId });
  });

  it('session age reaches 1 hour: expired, SCA is required to renew it, and renews it', async () => {
    const world = await worldWithSessionA();
    await db.tppSession.updateMany({
      where: { tpp: { organizationIdentifier: world.tpp.organizationIdentifier }, sessionId: 'session-A' },
      data: { scaCompletedAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) },
    });
    expect(outcome(await world.accounts('session-A'))).toEqual(expired);
    const renewal = await world.user('session-A');
    expect(outcome(renewal)).toEqual(expired);
    await world.complete(renewal);
    expect(outcome(await world.user('session-A'))).toEqual(granted);
    expect(outcome(await world.accounts('session-A'))).toEqual(granted);
  });

  it('SCA completed within a TPP-Session-ID: a consent the TPP asks for within it is given without a new sign-in', async () => {
    const world = await worldWithSessionA();
    const agreements = await world.tpp.client.request('GET', '/v1/agreements', {
      headers: { 'TPP-Redirect-URI': redirectUri, 'PSU-ID': world.psuId },
    });
    const psuCorporateId =
      (agreements.body as { agreements: { psuCorporateId: string }[] }).agreements[0]?.psuCorporateId ?? '';
    const corporate = (sessionId: string) =>
      world.tpp.client.request('GET', '/v1/accounts', {
        headers: {
          'TPP-Redirect-URI': redirectUri,
          'TPP-Session-ID': sessionId,
          'PSU-ID': world.psuId,
          'PSU-Corporate-ID': psuCorporateId,
        },
      });
    // In another browser (the TPP opening the link itself, say) the PSU must sign in: it holds no sign-in of theirs.
    expect((await headlessPsu(baseUrl).open(scaRedirectOf(await corporate('session-A')))).path).toBe('/sca/sign-in');
    const asked = await corporate('session-A');
    expect(outcome(asked)).toEqual(needsSca);
    const page = await world.psu.open(scaRedirectOf(asked));
    expect(page.path).toBe('/sca/consent');
    const back = new URL(
      (await world.psu.submit('/sca/actions/consent', { account: inputValues(page, 'account') })).tppReturnUrl ?? '',
    );
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      'psu-id': world.psuId,
      'psu-corporate-id': psuCorporateId,
      'tpp-session-id': 'session-A',
      context: 'CORPORATE',
    });
    expect(outcome(await corporate('session-A'))).toEqual(granted);
    // Another session id is not the one the SCA was completed in: the PSU signs in, in their own browser too.
    expect((await world.psu.open(scaRedirectOf(await corporate('session-B')))).path).toBe('/sca/sign-in');
  });

  it("an approval the session spared the sign-in of does not move the session's hour: at 1 hour it expires all the same", async () => {
    const world = await worldWithSessionA();
    const where = { tpp: { organizationIdentifier: world.tpp.organizationIdentifier }, sessionId: 'session-A' };
    const endsAt = new Date(Date.now() + 5 * 60_000);
    await db.tppSession.updateMany({
      where,
      data: { scaCompletedAt: new Date(endsAt.getTime() - 60 * 60_000), expiresAt: endsAt },
    });
    // The TPP deleted its consent and asks again within the session: the PSU approves without signing in.
    const consentId = (
      await db.consent.findFirstOrThrow({
        where: { tpp: { organizationIdentifier: world.tpp.organizationIdentifier }, status: 'valid' },
      })
    ).id;
    expect((await world.tpp.client.request('DELETE', `/v1/consents/${consentId}`)).status).toBe(204);
    const asked = await world.accounts('session-A');
    expect(outcome(asked)).toEqual(needsSca);
    const page = await world.psu.open(scaRedirectOf(asked));
    expect(page.path).toBe('/sca/consent');
    await world.psu.submit('/sca/actions/consent', { account: inputValues(page, 'account') });
    expect(outcome(await world.accounts('session-A'))).toEqual(granted);
    expect((await db.tppSession.findFirstOrThrow({ where })).expiresAt).toEqual(endsAt);
  });

  it('a new TPP-Session-ID created before the old one expires: a new SCA is required', async () => {
    const world = await worldWithSessionA();
    expect(outcome(await world.accounts('session-B'))).toEqual(needsSca);
    expect(outcome(await world.user('session-B', { 'PSU-ID': world.psuId }))).toEqual(needsSca);
    expect(outcome(await world.user('session-A'))).toEqual(granted);
  });

  it('that new SCA is completed: the old session id is invalidated', async () => {
    const world = await worldWithSessionA();
    const back = await world.complete(await world.user('session-B'));
    expect(back.searchParams.get('tpp-session-id')).toBe('session-B');
    expect(outcome(await world.user('session-B'))).toEqual(granted);
    expect(outcome(await world.accounts('session-B'))).toEqual(granted);
    expect(outcome(await world.user('session-A'))).toEqual(needsSca);
    expect(outcome(await world.accounts('session-A'))).toEqual(needsSca);
  });

  it('that new SCA is aborted: the old session id stays valid', async () => {
    const world = await worldWithSessionA();
    const back = await world.complete(await world.user('session-B'), 'cancel');
    expect(back.searchParams.get('code')).toBe('CONSENT_INVALID');
    expect(outcome(await world.user('session-A'))).toEqual(granted);
    expect(outcome(await world.accounts('session-A'))).toEqual(granted);
    expect(outcome(await world.user('session-B'))).toEqual(needsSca);
  });

  it('without a TPP-Session-ID on the triggering request the bank creates one, which then holds (D8)', async () => {
    const world = await worldWithSessionA();
    const first = await world.user(null);
    expect(outcome(first)).toEqual(needsSca);
    const created = (await world.complete(first)).searchParams.get('tpp-session-id') ?? '';
    expect(created).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(outcome(await world.user(created))).toEqual(granted);
    expect(outcome(await world.user(null, { 'PSU-ID': world.psuId }))).toEqual(granted);
  });

  it('an SCA holds for one TPP: another TPP with the same session id needs its own', async () => {
    await worldWithSessionA();
    const other = await initializedTpp(baseUrl);
    const response = await other.client.request('GET', '/v1/user', {
      headers: { 'TPP-Redirect-URI': redirectUri, 'TPP-Session-ID': 'session-A' },
    });
    expect(outcome(response)).toEqual(needsSca);
  });
});
