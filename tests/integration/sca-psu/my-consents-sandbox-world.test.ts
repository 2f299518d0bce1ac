import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db';
import { headlessPsu, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import { twoTppsOfFile } from '@/tests/integration/support/two-tpps-of-file';
import { grantTestConsent } from '@/tests/integration/support/grant-test-consent';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';

// D4, D17: every TPP's sandbox world has the same D10 customers, so in the sandbox "My consents" opens the world of the
// TPP whose developer is signed in to the portal (D27). An organisation identifier is public (it is in every
// certificate): one typed into the form, or posted by hand, must not open another TPP's world.
const baseUrl = inject('baseUrl');
const ola = '12085592767';
const [tppA, tppB] = twoTppsOfFile();

/** Signs `psu` in to the portal as a new developer linked to the TPP with `linkedTo`, or to no TPP; returns the cookie's name. */
async function signInToPortal(psu: HeadlessPsu, linkedTo: string | null): Promise<string> {
  const [name = '', token = ''] = (await signedInDeveloper(linkedTo ? { linkedTo } : {})).cookie.split('=');
  psu.cookies.set(name, token);
  return name;
}

/** A browser with the portal session of a developer linked to `linkedTo` (null: to no TPP), or without one. */
async function browserOf(linkedTo?: string | null): Promise<HeadlessPsu> {
  const psu = headlessPsu(baseUrl);
  if (linkedTo !== undefined) await signInToPortal(psu, linkedTo);
  return psu;
}

/** A valid consent of TPP A's Ola, granted straight in the database. */
const grantToA = () =>
  grantTestConsent({ organizationIdentifier: tppA.organizationIdentifier, customerNumber: ola, context: 'PRIVATE' });

const statusOf = async (consentId: string) =>
  (await db.consent.findUniqueOrThrow({ where: { id: consentId }, select: { status: true } })).status;

describe('"My consents" in the sandbox opens the world of the portal session\'s TPP only', () => {
  it("a developer of TPP B, naming TPP A in the form, signs in to B's Ola and cannot see or revoke A's consent", async () => {
    const { consentId } = await grantToA();
    const psu = await browserOf(tppB.organizationIdentifier);
    await psu.get('/my-consents');
    const list = await psu.submit('/my-consents/actions/sign-in', {
      nationalIdentityNumber: ola,
      provider: tppA.organizationIdentifier,
    });
    expect(list.path).toBe('/my-consents');
    expect(list.html).toContain('Signed in as Ola Nordmann');
    expect(list.html).not.toContain(tppA.name);

    for (const path of [`/my-consents/revoke?consent=${consentId}`, `/my-consents/revoked?consent=${consentId}`])
      expect((await psu.get(path)).path).toBe('/my-consents');
    expect((await psu.submit('/my-consents/actions/revoke', { consentId })).path).toBe('/my-consents');
    expect(await statusOf(consentId)).toBe('valid');
  });

  it.each([
    ['without a portal session', undefined, 'href="/portal/sign-in?callbackUrl=%2Fmy-consents"'],
    ['with a developer not linked to a TPP', null, 'href="/portal/certificates?callbackUrl=%2Fmy-consents"'],
  ])(
    '%s, signs no one in, whatever provider is posted, and explains where "My consents" is opened from',
    async (_name, linkedTo, link) => {
      const { consentId } = await grantToA();
      const psu = await browserOf(linkedTo);
      const page = await psu.get('/my-consents');
      expect(page.html).toContain('In the sandbox, My consents is opened from a session in the developer portal');
      expect(page.html).toContain(link);
      expect(page.html).not.toContain('action="/my-consents/actions/sign-in"');

      const answer = await psu.submit('/my-consents/actions/sign-in', {
        nationalIdentityNumber: ola,
        provider: tppA.organizationIdentifier,
      });
      expect(answer.path).toBe('/my-consents');
      expect(answer.html).not.toContain('Signed in as');
      expect([...psu.cookies.keys()].filter((name) => name.includes('my-consents'))).toEqual([]);
      expect((await psu.submit('/my-consents/actions/revoke', { consentId })).path).toBe('/my-consents');
      expect(await statusOf(consentId)).toBe('valid');
    },
  );

  it("signs in only with the portal session's CSRF token from the page, even when no Fetch Metadata or Origin header tells another site's post apart", async () => {
    const psu = await browserOf(tppA.organizationIdentifier);
    const cookie = [...psu.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // What an old browser sends for another site's form: the cookies, no Sec-Fetch-Site, no Origin.
    const post = (fields: Record<string, string>) =>
      fetch(new URL('/my-consents/actions/sign-in', baseUrl), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    const page = await psu.get('/my-consents');
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    for (const fields of [{}, { csrfToken: 'x' }, { csrfToken: csrfToken.slice(1) }] as Record<string, string>[]) {
      const refused = await post({ nationalIdentityNumber: ola, ...fields });
      expect(refused.headers.get('location')).toBe('/sca/ended?reason=forbidden');
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    expect(csrfToken).not.toBe('');
    const signedIn = await post({ nationalIdentityNumber: ola, csrfToken });
    expect(signedIn.headers.get('location')).toBe('/my-consents');
    expect(signedIn.headers.getSetCookie().join()).toContain('my-consents');
  });

  it("TPP A's own developer sees and revokes A's consent; the session ends with the portal session and is no other developer's", async () => {
    const { consentId } = await grantToA();
    const psu = await browserOf(tppA.organizationIdentifier);
    await psu.get('/my-consents');
    const list = await psu.submit('/my-consents/actions/sign-in', { nationalIdentityNumber: ola });
    expect(list.html).toContain(tppA.name);
    await psu.get(`/my-consents/revoke?consent=${consentId}`);
    expect((await psu.submit('/my-consents/actions/revoke', { consentId })).path).toBe(
      `/my-consents/revoked?consent=${consentId}`,
    );
    expect(await statusOf(consentId)).toBe('revokedByPsu');

    // The same browser, now with TPP B's developer signed in to the portal: A's "My consents" session shows and
    // revokes nothing, even with its own CSRF token.
    const other = await grantToA();
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec((await psu.get('/my-consents')).html)?.[1] ?? '';
    expect(csrfToken).not.toBe('');
    const portalCookie = await signInToPortal(psu, tppB.organizationIdentifier);
    const page = await psu.get('/my-consents');
    expect(page.html).not.toContain(tppA.name);
    expect(page.html).toContain('action="/my-consents/actions/sign-in"');
    expect((await psu.submit('/my-consents/actions/revoke', { consentId: other.consentId, csrfToken })).path).toBe(
      '/my-consents',
    );
    expect(await statusOf(other.consentId)).toBe('valid');

    // Signed out of the portal: no session, so no "My consents" either.
    psu.cookies.delete(portalCookie);
    const signedOut = await psu.get('/my-consents');
    expect(signedOut.html).not.toContain(tppA.name);
    expect(signedOut.html).toContain('In the sandbox, My consents is opened from a session in the developer portal');
  });
});
