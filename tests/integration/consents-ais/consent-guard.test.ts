import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { requireAccountConsent, type AccountConsent } from '@/lib/consents/require-account-consent';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import type { TppIdentity } from '@/lib/tpp/resolve-tpp';
import { readPsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { completeSca } from '@/e2e/fixtures/complete-sca';
import { initializedTpp, scaRedirectOf, tppMessage, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { myConsentsBrowser } from '@/tests/integration/support/my-consents-browser';

// D17: the account information guard's outcomes, called as the account endpoints call it, with consents granted
// through the bank's pages over HTTP.
const baseUrl = inject('baseUrl');
const redirectUri = 'https://tpp.example/cb';
const kari = '13039319955';
const ola = '12085592767';
let tpp: NamedTpp;
let identity: TppIdentity;

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl);
  const row = await db.tpp.findUniqueOrThrow({ where: { organizationIdentifier: tpp.organizationIdentifier } });
  identity = {
    id: row.id,
    organizationIdentifier: row.organizationIdentifier,
    name: row.name,
    roles: row.roles,
    certificateFingerprint: '',
  };
});

afterAll(async () => {
  await db.$disconnect();
});

type Outcome = {
  grant?: AccountConsent;
  error?: { status: number; code: string; path?: string; scaRedirect?: string };
};

async function guard(headers: Record<string, string>): Promise<Outcome> {
  try {
    return {
      grant: await requireAccountConsent({
        tpp: identity,
        psu: readPsuHeaders(new Headers({ 'TPP-Redirect-URI': redirectUri, ...headers })),
        now: new Date(),
      }),
    };
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return {
      error: {
        status: error.status,
        code: error.code,
        ...(error.path ? { path: error.path } : {}),
        ...(error.links?.scaRedirect ? { scaRedirect: error.links.scaRedirect.href } : {}),
      },
    };
  }
}

/** A consent granted at the bank; answers the redirect's psu-id (and psu-corporate-id) and the consent id. */
async function grantConsent(
  customerNumber: string,
  context: 'PRIVATE' | 'CORPORATE',
): Promise<{ psuId: string; psuCorporateId: string; consentId: string }> {
  const created = await tpp.client.request('POST', '/v1/bank-offered-consents', {
    headers: { 'TPP-Redirect-URI': redirectUri, 'PSU-Context': context },
  });
  const back = await completeSca({ baseUrl, scaRedirect: scaRedirectOf(created), customerNumber, context });
  return {
    psuId: back.searchParams.get('psu-id') ?? '',
    psuCorporateId: back.searchParams.get('psu-corporate-id') ?? '',
    consentId: (created.body as { consentId: string }).consentId,
  };
}

// D18: in-process the public origin is localhost's default; the suite's instance has its own address as PUBLIC_URL.
const scaRedirect = expect.stringMatching(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/sca\/[A-Za-z0-9_-]{43}$/);

describe('requireAccountConsent', () => {
  it('a valid consent: the PSU, context and chosen accounts', async () => {
    const { psuId, consentId } = await grantConsent(ola, 'PRIVATE');
    const { grant } = await guard({ 'PSU-ID': psuId });
    const customer = await db.customer.findFirstOrThrow({ where: { tppId: identity.id, customerNumber: ola } });
    expect(grant).toMatchObject({
      consent: { id: consentId, frequencyPerDay: 4, recurringIndicator: true },
      customer: { id: customer.id, customerNumber: ola, customerName: 'Ola Nordmann' },
      context: 'PRIVATE',
      agreementId: null,
      psuId,
      psuCorporateId: null,
      tppSession: null,
    });
    expect(grant?.accountIds).toHaveLength(2);
    expect(grant?.cardAccountIds).toHaveLength(1);
    expect(grant?.consent.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['no PSU-ID', {}],
    ['a PSU-ID this TPP was never given', { 'PSU-ID': '6a0e6f8c-5b0f-4c4e-9d1c-2c3a7d0e1f22' }],
  ])('no valid consent (%s): 401 CONSENT_INVALID with scaRedirect to a new consent', async (_name, headers) => {
    const before = await db.consent.count({ where: { tppId: identity.id, status: 'received' } });
    expect((await guard(headers)).error).toEqual({ status: 401, code: 'CONSENT_INVALID', scaRedirect });
    expect(await db.consent.count({ where: { tppId: identity.id, status: 'received' } })).toBe(before + 1);
  });

  it('no valid consent (a known PSU who never consented): 401 CONSENT_INVALID', async () => {
    const customer = await db.customer.findFirstOrThrow({ where: { tppId: identity.id, customerNumber: kari } });
    const psuId = await psuIdFor({ tppId: identity.id, customerId: customer.id });
    expect((await guard({ 'PSU-ID': psuId })).error).toEqual({ status: 401, code: 'CONSENT_INVALID', scaRedirect });
  });

  it('SCA needed without TPP-Redirect-URI: 400 FORMAT_ERROR naming the header', async () => {
    const error = await requireAccountConsent({
      tpp: identity,
      psu: readPsuHeaders(new Headers()),
      now: new Date(),
    }).catch((caught: Xs2aError) => caught);
    expect(error).toMatchObject({ status: 400, code: 'FORMAT_ERROR', path: 'TPP-Redirect-URI' });
  });

  it('a consent the PSU revoked on "My consents": 403 CONSENT_UNKNOWN, also over HTTP', async () => {
    const { psuId, consentId } = await grantConsent(ola, 'PRIVATE');
    // D17: in the sandbox "My consents" opens from a portal session of a developer of the TPP.
    const { psu, list } = await myConsentsBrowser({
      linkedTo: tpp.organizationIdentifier,
      nationalIdentityNumber: ola,
    });
    expect(list.html).toContain(tpp.name);
    const receipt = await psu.submit('/my-consents/actions/revoke', { consentId });
    expect(receipt.path).toBe(`/my-consents/revoked?consent=${consentId}`);
    expect(receipt.html).toContain(tpp.name);

    expect((await guard({ 'PSU-ID': psuId })).error).toEqual({ status: 403, code: 'CONSENT_UNKNOWN' });
    const response = await tpp.client.request('GET', '/v1/accounts', {
      headers: { 'PSU-ID': psuId, 'TPP-Redirect-URI': redirectUri },
    });
    expect({ status: response.status, code: tppMessage(response).code }).toEqual({
      status: 403,
      code: 'CONSENT_UNKNOWN',
    });
  });

  it('a consent past its validUntil cannot be revoked on "My consents": the TPP still reads CONSENT_EXPIRED', async () => {
    const { psuId, consentId } = await grantConsent(ola, 'PRIVATE');
    const { psu, list } = await myConsentsBrowser({
      linkedTo: tpp.organizationIdentifier,
      nationalIdentityNumber: ola,
    });
    expect(list.html).toContain(tpp.name);
    // The page was opened while the consent was valid; its last day passes before the PSU presses Revoke.
    await db.consent.update({ where: { id: consentId }, data: { validUntil: new Date('2020-01-01T00:00:00Z') } });
    const receipt = await psu.submit('/my-consents/actions/revoke', { consentId });
    expect(receipt.path).toBe('/my-consents');
    expect((await db.consent.findUniqueOrThrow({ where: { id: consentId } })).status).not.toBe('revokedByPsu');
    expect((await guard({ 'PSU-ID': psuId })).error).toMatchObject({ status: 401, code: 'CONSENT_EXPIRED' });
  });

  it('a corporate PSU without PSU-Corporate-ID: 400 CORPORATE_ID_INVALID; with it, the corporate consent', async () => {
    const fresh = await initializedTpp(baseUrl);
    const created = await fresh.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': redirectUri },
    });
    const back = await completeSca({
      baseUrl,
      scaRedirect: scaRedirectOf(created),
      customerNumber: kari,
      context: 'CORPORATE',
    });
    const headers = { 'PSU-ID': back.searchParams.get('psu-id') ?? '', 'TPP-Redirect-URI': redirectUri };
    const without = await fresh.client.request('GET', '/v1/accounts', { headers });
    expect({ status: without.status, ...tppMessage(without) }).toMatchObject({
      status: 400,
      code: 'CORPORATE_ID_INVALID',
      path: 'PSU-Corporate-ID',
    });
    const withId = await fresh.client.request('GET', '/v1/accounts', {
      headers: { ...headers, 'PSU-Corporate-ID': back.searchParams.get('psu-corporate-id') ?? '' },
    });
    expect(withId.status).toBe(200);
  });

  it('a private consent the TPP deleted while a corporate one is valid: 401 CONSENT_INVALID with scaRedirect, not CORPORATE_ID_INVALID (D20)', async () => {
    const fresh = await initializedTpp(baseUrl);
    const grantIn = async (context: 'PRIVATE' | 'CORPORATE') => {
      const created = await fresh.client.request('POST', '/v1/bank-offered-consents', {
        headers: { 'TPP-Redirect-URI': redirectUri, 'PSU-Context': context },
      });
      const back = await completeSca({ baseUrl, scaRedirect: scaRedirectOf(created), customerNumber: kari, context });
      return {
        consentId: (created.body as { consentId: string }).consentId,
        psuId: back.searchParams.get('psu-id') ?? '',
        psuCorporateId: back.searchParams.get('psu-corporate-id') ?? '',
      };
    };
    const privateGrant = await grantIn('PRIVATE');
    const corporateGrant = await grantIn('CORPORATE');
    const headers = { 'PSU-ID': privateGrant.psuId, 'TPP-Redirect-URI': redirectUri };
    expect((await fresh.client.request('GET', '/v1/accounts', { headers })).status).toBe(200);
    expect((await fresh.client.request('DELETE', `/v1/consents/${privateGrant.consentId}`)).status).toBe(204);

    const deleted = await fresh.client.request('GET', '/v1/accounts', { headers });
    expect({ status: deleted.status, code: tppMessage(deleted).code }).toEqual({
      status: 401,
      code: 'CONSENT_INVALID',
    });
    expect((deleted.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href).toEqual(
      scaRedirect,
    );
    const corporate = await fresh.client.request('GET', '/v1/accounts', {
      headers: { ...headers, 'PSU-Corporate-ID': corporateGrant.psuCorporateId },
    });
    expect(corporate.status).toBe(200);
  });

  it('PSU-Corporate-ID for a context without consent: 401 starting a new consent flow in that corporate context', async () => {
    const { psuId } = await grantConsent(kari, 'PRIVATE');
    const customer = await db.customer.findFirstOrThrow({ where: { tppId: identity.id, customerNumber: kari } });
    const agreement = await db.agreement.findFirstOrThrow({
      where: {
        tppId: identity.id,
        engagements: { some: { customerId: customer.id, roles: { hasEvery: ['REGISTER', 'VIEW'] } } },
        owner: { customerType: 'CORPORATE' },
      },
    });
    const psuCorporateId = await corporateIdFor({ tppId: identity.id, agreementId: agreement.id });
    const { error } = await guard({ 'PSU-ID': psuId, 'PSU-Corporate-ID': psuCorporateId });
    expect(error).toEqual({ status: 401, code: 'CONSENT_INVALID', scaRedirect });
    const authorisation = await db.authorisation.findFirstOrThrow({
      where: { tppId: identity.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(authorisation).toMatchObject({
      kind: 'CONSENT',
      context: 'CORPORATE',
      psuIdHint: psuId,
      corporateIdHint: psuCorporateId,
    });

    const back = await completeSca({ baseUrl, scaRedirect: error?.scaRedirect ?? '', customerNumber: kari });
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      context: 'CORPORATE',
      'psu-id': psuId,
      'psu-corporate-id': psuCorporateId,
    });
    expect((await guard({ 'PSU-ID': psuId, 'PSU-Corporate-ID': psuCorporateId })).grant?.agreementId).toBe(
      agreement.id,
    );
    expect((await guard({ 'PSU-ID': psuId })).grant?.context).toBe('PRIVATE');
  });

  it('an expired consent: 401 CONSENT_EXPIRED with scaRedirect, and the consent reads expired', async () => {
    const { psuId, consentId } = await grantConsent(ola, 'PRIVATE');
    await db.consent.update({ where: { id: consentId }, data: { validUntil: new Date('2020-01-31T00:00:00Z') } });
    expect((await guard({ 'PSU-ID': psuId })).error).toEqual({ status: 401, code: 'CONSENT_EXPIRED', scaRedirect });
    expect((await tpp.client.request('GET', `/v1/consents/${consentId}/status`)).body).toEqual({
      consentStatus: 'expired',
    });
  });

  it('a consent the TPP ended: 401 CONSENT_INVALID with scaRedirect', async () => {
    const { psuId, consentId } = await grantConsent(ola, 'PRIVATE');
    expect((await tpp.client.request('DELETE', `/v1/consents/${consentId}`)).status).toBe(204);
    expect((await guard({ 'PSU-ID': psuId })).error).toEqual({ status: 401, code: 'CONSENT_INVALID', scaRedirect });
  });

  it('a newer grant replaces the older one for the same (TPP, PSU, context) (D8)', async () => {
    const first = await grantConsent(ola, 'PRIVATE');
    const second = await grantConsent(ola, 'PRIVATE');
    expect(second.psuId).toBe(first.psuId);
    expect((await guard({ 'PSU-ID': second.psuId })).grant?.consent.id).toBe(second.consentId);
    expect((await db.consent.findUniqueOrThrow({ where: { id: first.consentId } })).status).toBe('expired');
  });
});
