import { generateSync } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt, type BrowserAtAddress } from '@/tests/integration/support/browser-at-address';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';
import { latestMailLinks, pathOf, signInAt } from '@/tests/integration/support/portal-account';

// D27: account security: re-authentication before sensitive changes, TOTP with recovery codes at sign-in, a TPP's
// rule that every member uses it, and the audit list with its mail to the TPP's contact mailbox.

const password = 'correct horse battery';

afterAll(async () => {
  await db.$disconnect();
});

/** The developer of a TPP made by linkedDeveloper (the only member). */
async function developerOf(tppId: string): Promise<{ id: string; email: string }> {
  return db.developer.findFirstOrThrow({ where: { tppId }, select: { id: true, email: true } });
}

/** Makes every session of the developer an hour past its last proof of the password. */
async function ageSessions(developerId: string): Promise<void> {
  await db.portalSession.updateMany({
    where: { developerId },
    data: { authenticatedAt: new Date(Date.now() - 3600_000) },
  });
}

/** Turns TOTP on through the security page; the secret as the page shows it, and the recovery codes. */
async function enrol(browser: BrowserAtAddress): Promise<{ secret: string; recoveryCodes: string[] }> {
  await browser.get('/portal/security');
  expect((await browser.post('/portal/actions/totp', { change: 'start' })).headers.location).toBe('/portal/security');
  const page = await browser.get('/portal/security');
  const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec(page.html)?.[1] ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const confirmed = await browser.post('/portal/actions/totp', {
    change: 'confirm',
    code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }),
  });
  expect(confirmed.headers.location).toMatch(/^\/portal\/security\?note=enabled&typed=/);
  const shown = await browser.get(String(confirmed.headers.location));
  const recoveryCodes = [...shown.html.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((match) => match[1] ?? '');
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}

/** A code of the next time step: the enrolment used the current one, and a step is accepted once. */
const nextCode = (secret: string, steps = 1) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

describe('re-authentication (D27)', () => {
  it('sends a redirect-host change to "Confirm it\'s you", refuses a wrong password, then makes and audits it', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    await ageSessions(developer.id);
    const refused = await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'tpp.example.com' });
    expect(refused.headers.location).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Forganisation');
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).redirectHosts).toEqual([]);
    await browser.get('/portal/reauthenticate?callbackUrl=%2Fportal%2Forganisation');
    expect(
      (
        await browser.post('/portal/actions/reauthenticate', {
          password: 'wrong password!!',
          callbackUrl: '/portal/organisation',
        })
      ).headers.location,
    ).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Forganisation&error=refused');
    expect(
      (await browser.post('/portal/actions/reauthenticate', { password, callbackUrl: '/portal/organisation' })).headers
        .location,
    ).toBe('/portal/organisation');
    expect(
      (await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'tpp.example.com' })).headers
        .location,
    ).toBe('/portal/organisation?note=hostAdded');
    const changes = await db.portalChange.findMany({ where: { tppId }, orderBy: { createdAt: 'asc' } });
    expect(changes.map(({ kind, developerEmail, detail }) => ({ kind, developerEmail, detail }))).toEqual([
      { kind: 'MEMBER_JOINED', developerEmail: developer.email, detail: developer.email },
      { kind: 'CERTIFICATE_LINKED', developerEmail: developer.email, detail: expect.stringMatching(/^[0-9A-F]{64}$/) },
      { kind: 'REDIRECT_HOST_ADDED', developerEmail: developer.email, detail: 'tpp.example.com' },
    ]);
    const page = await browser.get('/portal/organisation');
    expect(page.html).toContain('Redirect host added');
  });

  it('mails each change to the verified contact mailbox, and none to an address not verified yet', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const contact = `psd2-notice-${tppId.slice(0, 6).toLowerCase()}@tpp.example`;
    await browser.post('/portal/actions/contact-email', { contactEmail: contact });
    await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'before.example.com' });
    const notices = () => db.portalMail.findMany({ where: { to: contact, subject: { startsWith: 'Change to' } } });
    expect(await notices()).toEqual([]);
    const { links } = await latestMailLinks(contact);
    await browserAt().get(pathOf(links[0] ?? ''));
    await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'after.example.com' });
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Redirect host added: after.example.com');
    expect(notice?.text).toContain('Omdirigeringsvert lagt til: after.example.com');
    expect(notice?.text).toContain((await developerOf(tppId)).email);
  });

  it('refuses "Generate certificate" without a recent sign-in with 403 and the path the page follows', async () => {
    const { browser, tppId } = await linkedDeveloper();
    await ageSessions((await developerOf(tppId)).id);
    const csrfToken = /name="portal-csrf-token" content="([^"]+)"/.exec(
      (await browser.get('/portal/certificates')).html,
    )?.[1];
    const response = await browser.postJson(
      '/portal/actions/issue-certificate',
      {},
      { 'x-csrf-token': csrfToken ?? '' },
    );
    expect(response.status).toBe(403);
    expect(JSON.parse(response.html)).toMatchObject({
      tppMessages: [{ code: 'SERVICE_BLOCKED', path: 'reauthenticate' }],
    });
  });
});

describe('TOTP at sign-in (D27)', () => {
  it('shows an enrolment left open, and takes its code, only after a recent sign-in: a stolen session cannot', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    await browser.get('/portal/security');
    await browser.post('/portal/actions/totp', { change: 'start' });
    const secret = /<code[^>]*>([A-Z2-7]+)<\/code>/.exec((await browser.get('/portal/security')).html)?.[1] ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await ageSessions(developer.id);
    expect((await browser.get('/portal/security')).html).not.toContain(secret);
    const confirmed = await browser.post('/portal/actions/totp', {
      change: 'confirm',
      code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) }),
    });
    expect(confirmed.headers.location).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Fsecurity');
    expect((await db.developer.findUniqueOrThrow({ where: { id: developer.id } })).totpEnabledAt).toBeNull();
  });

  it('sends the page showing the set-up key uncompressed, whatever the browser accepts (D27: BREACH), and others gzipped', async () => {
    const { browser } = await linkedDeveloper();
    await browser.post('/portal/actions/totp', { change: 'start' });
    const gzip = { 'accept-encoding': 'gzip' };
    const page = await browser.get('/portal/security?chosen=AAAA', gzip);
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.html).toMatch(/<code[^>]*>[A-Z2-7]{16,}<\/code>/);
    expect((await browser.get('/portal/account?chosen=AAAA', gzip)).headers['content-encoding']).toBe('gzip');
  });

  it('asks for the code after the password, refuses a wrong or replayed one, and takes a recovery code once', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    const { secret, recoveryCodes } = await enrol(browser);
    const stored = await db.developer.findUniqueOrThrow({ where: { id: developer.id } });
    expect(stored.totpSecret).not.toContain(secret);

    const second = browserAt();
    expect((await signInAt(second, developer.email, password)).error).toBeNull();
    expect((await second.get('/portal')).headers.location).toBe('/portal/sign-in/code?callbackUrl=%2Fportal');
    await second.get('/portal/sign-in/code');
    expect((await second.post('/portal/actions/sign-in-code', { code: '000000' })).headers.location).toBe(
      '/portal/sign-in/code?error=refused',
    );
    const code = nextCode(secret);
    expect((await second.post('/portal/actions/sign-in-code', { code })).headers.location).toBe('/portal');
    expect((await second.get('/portal')).status).toBe(200);

    // The same code again, within its step, in a new sign-in: refused.
    const third = browserAt();
    await signInAt(third, developer.email, password);
    await third.get('/portal/sign-in/code');
    expect((await third.post('/portal/actions/sign-in-code', { code })).headers.location).toBe(
      '/portal/sign-in/code?error=refused',
    );
    expect((await third.get('/portal')).headers.location).toBe('/portal/sign-in/code?callbackUrl=%2Fportal');
    const recovery = recoveryCodes[0] ?? '';
    expect((await third.post('/portal/actions/sign-in-code', { code: recovery })).headers.location).toBe('/portal');

    const fourth = browserAt();
    await signInAt(fourth, developer.email, password);
    await fourth.get('/portal/sign-in/code');
    expect((await fourth.post('/portal/actions/sign-in-code', { code: recovery })).headers.location).toBe(
      '/portal/sign-in/code?error=refused',
    );
    expect(await db.portalChange.count({ where: { tppId, kind: 'TOTP_ENABLED' } })).toBe(1);
  });

  it('counts wrong codes at the sign-in throttle: the sixth try in 15 minutes waits', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    await enrol(browser);
    const other = browserAt();
    await signInAt(other, developer.email, password);
    await other.get('/portal/sign-in/code');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await other.post('/portal/actions/sign-in-code', { code: '000000' });
    expect((await other.post('/portal/actions/sign-in-code', { code: '000000' })).headers.location).toMatch(
      /^\/portal\/sign-in\/code\?error=throttled&wait=\d+$/,
    );
  });
});

describe('member changes (D27)', () => {
  it('removes another member only after "Confirm it\'s you", never a member of another TPP, and audits it', async () => {
    const team = await linkedDeveloper();
    const joining = await linkedDeveloper();
    const member = await developerOf(joining.tppId);
    await db.developer.update({ where: { id: member.id }, data: { tppId: team.tppId } });
    const stranger = await linkedDeveloper();
    const strangerDeveloper = await developerOf(stranger.tppId);
    const remover = await db.developer.findFirstOrThrow({
      where: { tppId: team.tppId, NOT: { id: member.id } },
      select: { id: true },
    });

    await ageSessions(remover.id);
    expect((await team.browser.post('/portal/actions/remove-member', { memberId: member.id })).headers.location).toBe(
      '/portal/reauthenticate?callbackUrl=%2Fportal%2Forganisation',
    );
    expect((await db.developer.findUniqueOrThrow({ where: { id: member.id } })).tppId).toBe(team.tppId);
    await team.browser.get('/portal/reauthenticate');
    await team.browser.post('/portal/actions/reauthenticate', { password, callbackUrl: '/portal/organisation' });

    // Another TPP's developer, named in the form: nothing changes.
    expect(
      (await team.browser.post('/portal/actions/remove-member', { memberId: strangerDeveloper.id })).headers.location,
    ).toBe('/portal/organisation?error=forbidden');
    expect((await db.developer.findUniqueOrThrow({ where: { id: strangerDeveloper.id } })).tppId).toBe(stranger.tppId);

    expect((await team.browser.post('/portal/actions/remove-member', { memberId: member.id })).headers.location).toBe(
      '/portal/organisation?note=memberRemoved',
    );
    expect((await db.developer.findUniqueOrThrow({ where: { id: member.id } })).tppId).toBeNull();
    expect(await db.portalSession.count({ where: { developerId: member.id } })).toBe(0);
    expect(
      await db.portalChange.findFirst({
        where: { tppId: team.tppId, kind: 'MEMBER_REMOVED' },
        select: { detail: true },
      }),
    ).toEqual({ detail: member.email });
    expect(await db.portalChange.count({ where: { tppId: stranger.tppId, kind: 'MEMBER_REMOVED' } })).toBe(0);
  });
});

describe('certificate revocation and account settings (D27)', () => {
  /** Gives the TPP a verified contact mailbox, where each change is mailed. */
  async function contactMailbox(tppId: string): Promise<string> {
    const contactEmail = `psd2-notice-${tppId.slice(0, 6).toLowerCase()}@tpp.example`;
    await db.tpp.update({ where: { id: tppId }, data: { contactEmail, contactEmailVerifiedAt: new Date() } });
    return contactEmail;
  }
  /** Answers "Confirm it's you" with the password, which returns to `page`. */
  async function confirmItsYou(browser: BrowserAtAddress, page: string): Promise<void> {
    await browser.get(`/portal/reauthenticate?${new URLSearchParams({ callbackUrl: page })}`);
    const answer = await browser.post('/portal/actions/reauthenticate', { password, callbackUrl: page });
    expect(answer.headers.location).toBe(page);
  }

  /** The one audit row of `kind` and the one mail about it, in English and Norwegian. */
  async function expectAuditedAndMailed(change: {
    tppId: string;
    contact: string;
    kind: 'CERTIFICATE_REVOKED' | 'MEMBER_LEFT';
    developerEmail: string;
    detail: string;
    en: string;
    nb: string;
  }): Promise<void> {
    const rows = await db.portalChange.findMany({
      where: { tppId: change.tppId, kind: change.kind },
      select: { developerEmail: true, detail: true },
    });
    expect(rows).toEqual([{ developerEmail: change.developerEmail, detail: change.detail }]);
    const notices = await db.portalMail.findMany({
      where: { to: change.contact, subject: { startsWith: 'Change to' } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`${change.en}: ${change.detail}`);
    expect(notices[0]?.text).toContain(`${change.nb}: ${change.detail}`);
  }

  /** The audit row and mail of a member who left, by "Leave TPP" or by deleting the account. */
  const expectMemberLeft = (tppId: string, contact: string, email: string) =>
    expectAuditedAndMailed({
      tppId,
      contact,
      kind: 'MEMBER_LEFT',
      developerEmail: email,
      detail: email,
      en: 'Member left',
      nb: 'Medlem forlot TPP-en',
    });

  it('revokes a certificate only after "Confirm it\'s you", then audits it and mails the TPP', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    const contact = await contactMailbox(tppId);
    const certificate = await db.tppCertificate.findFirstOrThrow({ where: { tppId } });
    await ageSessions(developer.id);
    await browser.get('/portal/certificates');
    const revoke = () =>
      browser
        .post('/portal/actions/revoke-certificate', { certificateId: certificate.id, confirm: 'yes' })
        .then((answer) => answer.headers.location);
    expect(await revoke()).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Fcertificates');
    expect((await db.tppCertificate.findUniqueOrThrow({ where: { id: certificate.id } })).revokedAt).toBeNull();
    expect(await db.portalChange.count({ where: { tppId, kind: 'CERTIFICATE_REVOKED' } })).toBe(0);
    expect(await db.portalMail.count({ where: { to: contact } })).toBe(0);

    await confirmItsYou(browser, '/portal/certificates');
    expect(await revoke()).toBe('/portal/certificates?note=revoked');
    expect((await db.tppCertificate.findUniqueOrThrow({ where: { id: certificate.id } })).revokedAt).not.toBeNull();
    await expectAuditedAndMailed({
      tppId,
      contact,
      kind: 'CERTIFICATE_REVOKED',
      developerEmail: developer.email,
      detail: certificate.fingerprint,
      en: 'Certificate revoked',
      nb: 'Sertifikat tilbakekalt',
    });
  });

  it('changes the password only after "Confirm it\'s you"', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    const newPassword = 'another long passphrase';
    await ageSessions(developer.id);
    await browser.get('/portal/account');
    const change = () =>
      browser
        .post('/portal/actions/change-password', { currentPassword: password, newPassword })
        .then((answer) => answer.headers.location);
    expect(await change()).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Faccount');
    expect((await signInAt(browserAt(), developer.email, newPassword)).error).not.toBeNull();
    expect((await signInAt(browserAt(), developer.email, password)).error).toBeNull();

    await confirmItsYou(browser, '/portal/account');
    expect(await change()).toBe('/portal/account?note=passwordChanged');
    expect((await signInAt(browserAt(), developer.email, newPassword)).error).toBeNull();
  });

  it('leaves the TPP only after "Confirm it\'s you", then audits it and mails the TPP', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    const contact = await contactMailbox(tppId);
    await ageSessions(developer.id);
    await browser.get('/portal/account');
    const leave = () =>
      browser.post('/portal/actions/leave-tpp', { tppId, confirm: 'yes' }).then((answer) => answer.headers.location);
    expect(await leave()).toBe('/portal/reauthenticate?callbackUrl=%2Fportal%2Faccount');
    expect(await db.developer.count({ where: { tppId } })).toBe(1);

    await confirmItsYou(browser, '/portal/account');
    expect(await leave()).toBe('/portal/account?note=left');
    expect(await db.developer.count({ where: { tppId } })).toBe(0);
    await expectMemberLeft(tppId, contact, developer.email);
  });

  it('audits a deleted account as a member who left, and mails the TPP', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const developer = await developerOf(tppId);
    const contact = await contactMailbox(tppId);
    await browser.get('/portal/account');
    const answer = await browser.post('/portal/actions/delete-account', { password, confirm: 'yes' });
    expect(answer.headers.location).toBe('/portal/account/done?outcome=deleted');
    expect(await db.developer.count({ where: { id: developer.id } })).toBe(0);
    await expectMemberLeft(tppId, contact, developer.email);
  });
});

describe('a TPP that requires TOTP (D27)', () => {
  it('sends a member without TOTP to set it up first, and leaves another TPP alone', async () => {
    const first = await linkedDeveloper();
    await enrol(first.browser);
    expect((await first.browser.post('/portal/actions/require-totp', { requiresTotp: 'yes' })).headers.location).toBe(
      '/portal/organisation?note=securitySaved',
    );
    expect((await db.tpp.findUniqueOrThrow({ where: { id: first.tppId } })).requiresTotp).toBe(true);

    const memberEmail = `member-${first.tppId.slice(0, 8).toLowerCase()}@example.test`;
    const other = await linkedDeveloper();
    // A second developer of the first TPP, signed in with a password only.
    await db.developer.update({
      where: { id: (await developerOf(other.tppId)).id },
      data: { tppId: first.tppId, email: memberEmail },
    });
    expect((await other.browser.get('/portal/sandbox')).headers.location).toBe('/portal/security?enrol=required');
    expect(
      (await other.browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'evil.example.com' })).headers
        .location,
    ).toBe('/portal/security?enrol=required');
    expect((await other.browser.get('/portal/security?enrol=required')).status).toBe(200);

    // Another TPP's developer is not bound by the rule and sees none of the first TPP's changes.
    const stranger = await linkedDeveloper();
    expect((await stranger.browser.get('/portal/sandbox')).status).toBe(200);
    const strangerPage = await stranger.browser.get('/portal/organisation');
    expect(strangerPage.html).not.toContain('Two-step verification required for all members');
  });

  it('lets only a member with TOTP require it', async () => {
    const { browser, tppId } = await linkedDeveloper();
    expect((await browser.post('/portal/actions/require-totp', { requiresTotp: 'yes' })).headers.location).toBe(
      '/portal/organisation?error=needs-own-totp',
    );
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).requiresTotp).toBe(false);
  });
});
