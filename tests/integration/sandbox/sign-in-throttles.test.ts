import { afterAll, describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { portalCsrfToken } from '@/lib/portal/session/portal-csrf';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { signedInDeveloper, type SignedInDeveloper } from '@/tests/integration/support/portal-developer';

// D19, D4: the portal's sandbox page lists the sign-in counters of the developer's own TPP's sandbox customers and
// resets one, never another TPP's, with the CSRF token of every portal form.
const corporate = '18129215603';
const otherCorporate = '20079518612';

afterAll(async () => {
  await db.$disconnect();
});

/** A TPP with its known sandbox state and a developer of it signed in to the portal. */
async function tppWithDeveloper(): Promise<{ tpp: NamedTpp; developer: SignedInDeveloper }> {
  const tpp = await initializedTpp(inject('baseUrl'));
  return { tpp, developer: await signedInDeveloper({ linkedTo: tpp.organizationIdentifier }) };
}

/** A "My consents" sign-in in the developer's TPP's world (D17), from a client of its own; the answer's status and location. */
async function signInMyConsents(
  developer: SignedInDeveloper,
  nationalIdentityNumber: string,
): Promise<{ status: number; location: string | undefined }> {
  const token = developer.cookie.split('=')[1] ?? '';
  const answer = await browserAt().post(
    '/my-consents/actions/sign-in',
    { nationalIdentityNumber, csrfToken: portalCsrfToken(token) },
    { cookie: developer.cookie },
  );
  return { status: answer.status, location: answer.headers.location };
}

/** The text of the sandbox page's "Sign-in throttles" section. */
async function throttleSection(developer: SignedInDeveloper, language = 'en'): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/portal/sandbox`, {
    headers: { cookie: developer.cookie, 'accept-language': language },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = /<section aria-labelledby="sign-in-throttles".*?<\/section>/s.exec(html)?.[0] ?? '';
  return section
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The reset form's post; where it sends the browser. */
async function reset(developer: SignedInDeveloper, fields: Record<string, string>): Promise<string | null> {
  const response = await fetch(`${inject('baseUrl')}/portal/actions/sandbox-sign-in-throttles`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: developer.cookie,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return response.headers.get('location');
}

const numberRows = (tpp: NamedTpp, customerNumber: string) =>
  db.rateLimitCounter.count({
    where: {
      key:
        signInCounterKeys({ clientAddress: '', customerNumber, sandboxWorld: tpp.organizationIdentifier }).numberKey ??
        '',
    },
  });

describe("the portal sandbox page's sign-in throttles (D19)", () => {
  it("lists the TPP's own locked and failing customers, in English and Norwegian; another TPP's page lists none of them", async () => {
    const { developer } = await tppWithDeveloper();
    // A company's number is not a person on "My consents": each is a refused sign-in of that customer's number.
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signInMyConsents(developer, corporate)).location).toBe('/my-consents?error=unknown');
    for (let attempt = 1; attempt <= 2; attempt++)
      expect((await signInMyConsents(developer, otherCorporate)).location).toBe('/my-consents?error=unknown');
    expect((await signInMyConsents(developer, corporate)).status).toBe(429);

    const section = await throttleSection(developer);
    expect(section).toMatch(
      new RegExp(
        `^Sign-in throttles .* Customer number Name Refused sign-ins Status .*${corporate} \\S.* 5 Locked for 15 more minutes Reset ${corporate} ${otherCorporate} \\S.* 2 Not locked Reset ${otherCorporate}$`,
      ),
    );
    const norwegian = await throttleSection(developer, 'nb');
    expect(norwegian).toContain('Innloggingssperrer');
    expect(norwegian).toContain(`${corporate}`);
    expect(norwegian).toContain('5 Sperret i 15 minutter til Tilbakestill');

    // The other TPP has the same known customer numbers (D4), but not these failures.
    const other = await tppWithDeveloper();
    expect(await throttleSection(other.developer)).toContain(
      'None of your sandbox customers has refused sign-ins just now.',
    );
    expect(await throttleSection(other.developer)).not.toContain(corporate);
  });

  it("resets a number only in the session's own TPP's world, and only with the form's CSRF token", async () => {
    const { tpp, developer } = await tppWithDeveloper();
    for (let attempt = 1; attempt <= 5; attempt++) await signInMyConsents(developer, corporate);
    expect((await signInMyConsents(developer, corporate)).status).toBe(429);

    // Another TPP's developer resets the same number: only in their own world, where nothing was counted.
    const other = await tppWithDeveloper();
    expect(await reset(other.developer, { csrfToken: other.developer.csrfToken, customerNumber: corporate })).toBe(
      '/portal/sandbox?note=throttle-reset#sign-in-throttles',
    );
    expect(await numberRows(tpp, corporate)).toBe(5);
    expect((await signInMyConsents(developer, corporate)).status).toBe(429);

    // Without the session's token, or with another session's, nothing changes.
    expect(await reset(developer, { customerNumber: corporate })).toBe('/portal/sandbox?error=forbidden');
    expect(await reset(developer, { csrfToken: other.developer.csrfToken, customerNumber: corporate })).toBe(
      '/portal/sandbox?error=forbidden',
    );
    expect(await numberRows(tpp, corporate)).toBe(5);
    expect(await reset(developer, { csrfToken: developer.csrfToken, customerNumber: '123' })).toBe(
      '/portal/sandbox?error=customer-number#sign-in-throttles',
    );

    expect(await reset(developer, { csrfToken: developer.csrfToken, customerNumber: corporate })).toBe(
      '/portal/sandbox?note=throttle-reset#sign-in-throttles',
    );
    expect(await numberRows(tpp, corporate)).toBe(0);
    expect(await throttleSection(developer)).toContain('None of your sandbox customers has refused sign-ins just now.');
    // The number is checked again at once (a company's number is still no person's).
    expect((await signInMyConsents(developer, corporate)).location).toBe('/my-consents?error=unknown');
  });
});
