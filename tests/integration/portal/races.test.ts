import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { linkCertificateFields } from '@/tests/integration/support/link-certificate-fields';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';
import {
  latestMailLinks,
  passwordResetLinkOf,
  pathOf,
  refusedTo,
  signInAt,
  verifiedDeveloperAt,
} from '@/tests/integration/support/portal-account';

// D27 under concurrency: what the portal promises holds whichever request commits first.
afterAll(async () => {
  await db.$disconnect();
});

describe('a password reset racing sign-ins with the old password', () => {
  it('leaves no session made with the old password, whenever the sign-in checked it', async () => {
    for (let round = 0; round < 3; round++) {
      const { email, password } = await verifiedDeveloperAt(browserAt());
      const developer = await db.developer.findUniqueOrThrow({ where: { email }, select: { id: true } });
      expect((await browserAt().post('/portal/actions/forgot-password', { email })).headers.location).toBe(
        '/portal/forgot-password?mailed=1',
      );
      const { link, token } = await passwordResetLinkOf(email);
      expect(pathOf(link)).toContain('/portal/reset-password');
      // Whoever knew the old password signs in again and again while the owner sets a new one.
      let isReset = false;
      const reset = browserAt()
        .post('/portal/actions/reset-password', { token, password: 'a brand new long password' })
        .finally(() => (isReset = true));
      const intruders = Array.from({ length: 3 }, async () => {
        const signedIn: ReturnType<typeof browserAt>[] = [];
        while (!isReset) {
          const intruder = browserAt();
          if (!(await signInAt(intruder, email, password)).error) signedIn.push(intruder);
        }
        return signedIn;
      });
      expect((await reset).headers.location).toBe('/portal/sign-in?reset=1');
      const signedIn = (await Promise.all(intruders)).flat();
      // The reset ended every session; none made with the old password outlived it.
      expect(await db.portalSession.count({ where: { developerId: developer.id } })).toBe(0);
      for (const intruder of signedIn) expect((await intruder.get('/portal')).status).toBe(307);
    }
  });
});

describe('sign-ins with wrong passwords fired at once at one e-mail', () => {
  it('check at most the 5 the e-mail allows; the rest are throttled unchecked', async () => {
    const { email } = await verifiedDeveloperAt(browserAt());
    // From different client addresses, so that only the e-mail's limit applies.
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => signInAt(browserAt(), email, 'not the right password')),
    );
    const errors = answers.map((answer) => (answer.error?.startsWith('throttled:') ? 'throttled' : answer.error));
    expect(errors.filter((error) => error === 'CredentialsSignin')).toHaveLength(5);
    expect(errors.filter((error) => error === 'throttled')).toHaveLength(4);
  });
});

/** A verified developer's browser and the fields of "Link certificate" for a new certificate of the organisation. */
async function linkAttempt(organizationIdentifier: string) {
  const browser = browserAt();
  await verifiedDeveloperAt(browser);
  return { browser, fields: await linkCertificateFields(browser, organizationIdentifier) };
}

describe('two developers linking certificates with different keys for one new organisation at once', () => {
  it('link one key; the other developer is refused and nothing of theirs is recorded', async () => {
    for (let round = 0; round < 4; round++) {
      const organizationIdentifier = newOrganizationIdentifier();
      const attempts = [await linkAttempt(organizationIdentifier), await linkAttempt(organizationIdentifier)];
      const answers = await Promise.all(
        attempts.map(({ browser, fields }) => browser.post('/portal/actions/link-certificate', fields)),
      );
      const locations = answers.map((answer) => answer.headers.location ?? '');
      expect(locations.filter((location) => location === '/portal/certificates?linked=1')).toHaveLength(1);
      expect(locations.filter((location) => location !== '/portal/certificates?linked=1')).toEqual([
        expect.stringMatching(refusedTo('/portal/certificates', 'other-key')),
      ]);
      const tpp = await db.tpp.findUniqueOrThrow({
        where: { organizationIdentifier },
        select: { id: true, certificates: { select: { id: true } }, developers: { select: { id: true } } },
      });
      expect([tpp.certificates.length, tpp.developers.length]).toEqual([1, 1]);
    }
  });
});

describe('a contact e-mail link followed twice at once', () => {
  it('verifies once; the other click is told the link is used', async () => {
    const { browser, organizationIdentifier } = await linkedDeveloper();
    for (let round = 0; round < 4; round++) {
      const contact = `psd2-race-${round}-${organizationIdentifier.slice(-6).toLowerCase()}@tpp.example`;
      expect((await browser.post('/portal/actions/contact-email', { contactEmail: contact })).headers.location).toBe(
        '/portal/organisation?note=saved',
      );
      const { links } = await latestMailLinks(contact);
      const answers = await Promise.all(
        [browserAt(), browserAt(), browserAt()].map((clicker) => clicker.get(pathOf(links[0] ?? ''))),
      );
      expect(answers.map((answer) => answer.headers.location).sort()).toEqual([
        '/portal/organisation?note=contactVerified',
        '/portal/organisation?note=contactVerifyFailed',
        '/portal/organisation?note=contactVerifyFailed',
      ]);
    }
  });
});
