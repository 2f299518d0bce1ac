import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';
import {
  latestMailLinks,
  newDeveloperEmail,
  pathOf,
  signInAt,
  verifiedDeveloperAt,
} from '@/tests/integration/support/portal-account';

// D27: /portal/account: the sign-in e-mail changes only once the link mailed to the new address is followed, the
// password needs the current one, leaving a TPP keeps the TPP's data, and deletion needs the password and a tick.
const password = 'correct horse battery';

afterAll(async () => {
  await db.$disconnect();
});

const developerOf = (email: string) => db.developer.findUnique({ where: { email } });

describe('change e-mail', () => {
  it('keeps the old sign-in until the link to the new address is followed, then only the new one signs in', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    await browser.get('/portal/account');
    const newEmail = newDeveloperEmail();
    expect((await browser.post('/portal/actions/change-email', { newEmail })).headers.location).toBe(
      '/portal/account?note=emailMailed',
    );
    expect((await developerOf(email))?.email).toBe(email);
    expect((await signInAt(browserAt(), newEmail, password)).error).not.toBeNull();
    const { links } = await latestMailLinks(newEmail);
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/account/done?outcome=emailChanged',
    );
    expect(await developerOf(email)).toBeNull();
    expect((await developerOf(newEmail))?.emailVerifiedAt).not.toBeNull();
    // Every session ended; the link works once.
    expect((await browser.get('/portal/account')).headers.location).toMatch(/^\/portal\/sign-in\?/);
    expect((await signInAt(browserAt(), newEmail, password)).error).toBeNull();
    expect((await signInAt(browserAt(), email, password)).error).not.toBeNull();
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/account/done?outcome=emailChangeFailed',
    );
  });

  it('refuses a bad address, its own address and a forged CSRF token, and changes nothing for an address another account took', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    await browser.get('/portal/account');
    const change = (fields: Record<string, string>) =>
      browser.post('/portal/actions/change-email', fields).then((answer) => answer.headers.location);
    expect(await change({ newEmail: 'not an address' })).toBe('/portal/account?error=email-invalid');
    expect(await change({ newEmail: email.toUpperCase() })).toBe('/portal/account?error=email-unchanged');
    expect(await change({ newEmail: newDeveloperEmail(), csrfToken: 'forged' })).toBe(
      '/portal/account?error=forbidden',
    );
    const taken = newDeveloperEmail();
    expect(await change({ newEmail: taken })).toBe('/portal/account?note=emailMailed');
    await verifiedDeveloperAt(browserAt(), taken);
    const { links } = await db.portalMail.findFirstOrThrow({
      where: { to: taken, subject: 'Confirm your new e-mail for the Nordbank developer portal' },
    });
    const changeLink = links[0] ?? '';
    expect((await browserAt().get(pathOf(changeLink))).headers.location).toBe(
      '/portal/account/done?outcome=emailChangeFailed',
    );
    expect((await developerOf(email))?.email).toBe(email);
  });
});

describe('change password', () => {
  it('needs the current password and a valid new one, then signs out the other sessions but not this one', async () => {
    const browser = browserAt();
    const { email } = await verifiedDeveloperAt(browser);
    const elsewhere = browserAt();
    await signInAt(elsewhere, email, password);
    await browser.get('/portal/account');
    const change = (fields: Record<string, string>) =>
      browser.post('/portal/actions/change-password', fields).then((answer) => answer.headers.location);
    const newPassword = 'another long passphrase';
    expect(await change({ currentPassword: 'wrong password here', newPassword })).toBe(
      '/portal/account?error=current-wrong',
    );
    expect(await change({ currentPassword: password, newPassword: 'short' })).toBe('/portal/account?error=too-short');
    expect(await change({ currentPassword: password, newPassword, csrfToken: 'forged' })).toBe(
      '/portal/account?error=forbidden',
    );
    expect((await signInAt(browserAt(), email, newPassword)).error).not.toBeNull();
    expect(await change({ currentPassword: password, newPassword })).toBe('/portal/account?note=passwordChanged');
    expect((await browser.get('/portal/account')).status).toBe(200);
    expect((await elsewhere.get('/portal/account')).headers.location).toMatch(/^\/portal\/sign-in\?/);
    expect((await signInAt(browserAt(), email, newPassword)).error).toBeNull();
    expect((await signInAt(browserAt(), email, password)).error).not.toBeNull();
  });
});

describe('leave a TPP and delete the account', () => {
  it('leaves only with the tick and only the TPP the form names; the TPP keeps its certificates', async () => {
    const { browser, tppId } = await linkedDeveloper();
    await browser.get('/portal/account');
    const leave = (fields: Record<string, string>) =>
      browser.post('/portal/actions/leave-tpp', fields).then((answer) => answer.headers.location);
    expect(await leave({ tppId })).toBe('/portal/account?error=confirm-leave');
    expect(await leave({ tppId: 'another-tpp', confirm: 'yes' })).toBe('/portal/account?error=not-member');
    expect(await leave({ tppId, confirm: 'yes', csrfToken: 'forged' })).toBe('/portal/account?error=forbidden');
    expect(await db.developer.count({ where: { tppId } })).toBe(1);
    expect(await leave({ tppId, confirm: 'yes' })).toBe('/portal/account?note=left');
    expect(await db.developer.count({ where: { tppId } })).toBe(0);
    expect(await db.tppCertificate.count({ where: { tppId } })).toBe(1);
    expect((await browser.get('/portal/organisation')).headers.location).toBe('/portal/certificates?link=required');
  });

  it('deletes the account only with its password and the tick, keeping the TPP', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await db.developer.findFirstOrThrow({ where: { tppId } });
    await browser.get('/portal/account');
    const remove = (fields: Record<string, string>) =>
      browser.post('/portal/actions/delete-account', fields).then((answer) => answer.headers.location);
    expect(await remove({ password })).toBe('/portal/account?error=confirm-delete');
    expect(await remove({ password: 'wrong password here', confirm: 'yes' })).toBe(
      '/portal/account?error=password-wrong',
    );
    expect(await remove({ password, confirm: 'yes', csrfToken: 'forged' })).toBe('/portal/account?error=forbidden');
    expect(await db.developer.count({ where: { id: developer.id } })).toBe(1);
    expect(await remove({ password, confirm: 'yes' })).toBe('/portal/account/done?outcome=deleted');
    expect(await db.developer.count({ where: { id: developer.id } })).toBe(0);
    expect(await db.portalSession.count({ where: { developerId: developer.id } })).toBe(0);
    expect(await db.tpp.count({ where: { id: tppId } })).toBe(1);
    expect((await signInAt(browserAt(), developer.email, password)).error).not.toBeNull();
  });

  it('sends a signed-out post to sign-in and changes nothing', async () => {
    const stranger = browserAt();
    const answer = await stranger.post('/portal/actions/delete-account', { password, confirm: 'yes' });
    expect(answer.headers.location).toBe('/portal/sign-in?callbackUrl=%2Fportal%2Faccount');
  });
});

describe('the CSRF token of the pages (D27: masked per response against BREACH)', () => {
  const tokensOn = (html: string) => [
    ...[...html.matchAll(/name="csrfToken" value="([^"]+)"/g)].map((match) => match[1] ?? ''),
    /name="portal-csrf-token" content="([^"]+)"/.exec(html)?.[1] ?? '',
  ];

  it("differs in every form and in the frame's meta tag on every render, and each render's token is accepted", async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    const first = tokensOn((await browser.get('/portal/account')).html);
    const again = tokensOn((await browser.get('/portal/account')).html);
    expect(first.length).toBeGreaterThan(2);
    for (const token of [...first, ...again]) expect(token).toMatch(/^[\w-]{115}$/);
    expect(first.filter((token) => again.includes(token))).toEqual([]);
    for (const csrfToken of [first[0] ?? '', first.at(-1) ?? '', again[0] ?? '', again.at(-1) ?? ''])
      expect(
        (await browser.post('/portal/actions/change-email', { newEmail: 'not an address', csrfToken })).headers
          .location,
      ).toBe('/portal/account?error=email-invalid');
  });
});
