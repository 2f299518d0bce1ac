import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { failingStatement } from '@/tests/integration/support/failing-statement';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';
import { latestMailLinks, pathOf, refusedTo, verifiedDeveloperAt } from '@/tests/integration/support/portal-account';

// D27: /portal/organisation: the developer's own TPP, its optional contact e-mail (spec 14) verified by mail, and the
// redirect hosts production checks TPP-Redirect-URI against (D17). Never another TPP's.

afterAll(async () => {
  await db.$disconnect();
});

describe('contact e-mail (spec 14)', () => {
  it('saves the address unverified, mails a link that verifies it once, and shows "Verified"', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const contact = `psd2-ops-${tppId.slice(0, 6).toLowerCase()}@tpp.example`;
    expect((await browser.post('/portal/actions/contact-email', { contactEmail: contact })).headers.location).toBe(
      '/portal/organisation?note=saved',
    );
    expect(
      await db.tpp.findUniqueOrThrow({
        where: { id: tppId },
        select: { contactEmail: true, contactEmailVerifiedAt: true },
      }),
    ).toEqual({ contactEmail: contact, contactEmailVerifiedAt: null });
    expect((await browser.get('/portal/organisation')).html).not.toContain('>Verified<');
    const { links } = await latestMailLinks(contact);
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/organisation?note=contactVerified',
    );
    expect((await browser.get('/portal/organisation')).html).toContain('>Verified<');
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/organisation?note=contactVerifyFailed',
    );
  });

  it('keeps the link when the verification cannot be written, so that it verifies once the database is back', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const contact = `psd2-fault-${tppId.slice(0, 6).toLowerCase()}@tpp.example`;
    await browser.post('/portal/actions/contact-email', { contactEmail: contact });
    const { links } = await latestMailLinks(contact);
    const removeFault = await failingStatement({ table: 'Tpp', statement: 'UPDATE', column: 'id', value: tppId });
    try {
      expect((await browserAt().get(pathOf(links[0] ?? ''))).status).toBeGreaterThanOrEqual(500);
    } finally {
      await removeFault();
    }
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/organisation?note=contactVerified',
    );
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).contactEmailVerifiedAt).not.toBeNull();
  });

  it('keeps a verified address verified, and mails nothing, when "Save" is pressed on it unchanged', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const contact = `psd2-same-${tppId.slice(0, 6).toLowerCase()}@tpp.example`;
    await browser.post('/portal/actions/contact-email', { contactEmail: contact });
    const { links } = await latestMailLinks(contact);
    await browserAt().get(pathOf(links[0] ?? ''));
    const mails = await db.portalMail.count({ where: { to: contact } });
    expect(
      (await browser.post('/portal/actions/contact-email', { contactEmail: contact.toUpperCase() })).headers.location,
    ).toBe('/portal/organisation?note=unchanged');
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).contactEmailVerifiedAt).not.toBeNull();
    expect(await db.portalMail.count({ where: { to: contact } })).toBe(mails);
    expect((await browser.get('/portal/organisation')).html).toContain('>Verified<');
  });

  it('counts every verification mail against the portal mail throttle (D27): the fourth to one address in 15 minutes is refused and changes nothing', async () => {
    const { browser, tppId } = await linkedDeveloper();
    const target = `victim-${tppId.slice(0, 6).toLowerCase()}@example.test`;
    for (let mail = 0; mail < 3; mail += 1) {
      expect((await browser.post('/portal/actions/contact-email', { contactEmail: target })).headers.location).toBe(
        '/portal/organisation?note=saved',
      );
      expect((await browser.post('/portal/actions/contact-email', { contactEmail: '' })).headers.location).toBe(
        '/portal/organisation?note=cleared',
      );
    }
    const refused = await browser.post('/portal/actions/contact-email', { contactEmail: target });
    expect(refused.headers.location).toMatch(
      /^\/portal\/organisation\?error=mail-refused&typed=[A-Za-z0-9_-]+&mail=throttled&until=\d+$/,
    );
    expect(await db.portalMail.count({ where: { to: target } })).toBe(3);
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).contactEmail).toBeNull();
    const page = (await browser.get(refused.headers.location ?? '')).html;
    expect(page).toContain(
      'The contact e-mail was not saved. No mail was sent: this e-mail address was sent 3 mails from the portal in the last 15 minutes',
    );
    expect(page).toContain(`value="${target}"`);
  });

  it('does not verify an address changed since the link was sent, warns about a personal address, and an empty field removes it', async () => {
    const { browser, tppId } = await linkedDeveloper();
    await browser.post('/portal/actions/contact-email', { contactEmail: 'first.mailbox@tpp.example' });
    const { links } = await latestMailLinks('first.mailbox@tpp.example');
    await browser.post('/portal/actions/contact-email', { contactEmail: 'kari.nordmann@tpp.example' });
    expect((await browserAt().get(pathOf(links[0] ?? ''))).headers.location).toBe(
      '/portal/organisation?note=contactVerifyFailed',
    );
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).contactEmailVerifiedAt).toBeNull();
    expect((await browser.get('/portal/organisation')).html).toContain('This looks like a personal address');
    expect(
      (await browser.post('/portal/actions/contact-email', { contactEmail: 'not an address' })).headers.location,
    ).toMatch(refusedTo('/portal/organisation', 'email'));
    expect((await browser.post('/portal/actions/contact-email', { contactEmail: '' })).headers.location).toBe(
      '/portal/organisation?note=cleared',
    );
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).contactEmail).toBeNull();
  });
});

describe('a refused form (D27)', () => {
  it('shows the page again with the address as typed, sealed to the session on its way through the URL, and the error at the field', async () => {
    const { browser } = await linkedDeveloper();
    const refused =
      (await browser.post('/portal/actions/contact-email', { contactEmail: 'psd2-ops@tpp' })).headers.location ?? '';
    expect(refused).toMatch(refusedTo('/portal/organisation', 'email'));
    expect(refused).not.toMatch(/psd2|ops|tpp/);
    const page = (await browser.get(refused)).html;
    expect(inputTag(page, 'contactEmail')).toEqual(
      expect.stringMatching(
        /^(?=.*aria-describedby="contactEmail-error")(?=.*aria-invalid="true")(?=.*autofocus="")(?=.*value="psd2-ops@tpp")/,
      ),
    );
    expect(page).toMatch(/<p id="contactEmail-error" role="alert"[^>]*>Enter a valid e-mail address/);
    // Another developer's session, or the same URL with its seal altered, opens nothing: the field is as saved (empty).
    const { browser: other } = await linkedDeveloper();
    expect((await other.get(refused)).html).not.toContain('psd2-ops@tpp');
    expect(
      (await browser.get(refused.replace(/typed=(.)/, (_match, first: string) => `typed=${first === 'A' ? 'B' : 'A'}`)))
        .html,
    ).not.toContain('psd2-ops@tpp');
  });

  it('keeps the host of a refused "Add host", but nothing of a post that fails the CSRF check', async () => {
    const { browser } = await linkedDeveloper();
    const refused =
      (await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'https://app.tpp.example' })).headers
        .location ?? '';
    expect(inputTag((await browser.get(refused)).html, 'host')).toEqual(
      expect.stringMatching(/^(?=.*aria-invalid="true")(?=.*value="https:\/\/app.tpp.example")/),
    );
    expect(
      (
        await browser.post('/portal/actions/contact-email', {
          csrfToken: 'forged',
          contactEmail: 'planted@evil.example',
        })
      ).headers.location,
    ).toBe('/portal/organisation?error=forbidden');
  });
});

describe('redirect hosts (D17)', () => {
  it('adds and removes hosts, lower-cased and without duplicates, and refuses anything that is not a host name', async () => {
    const { browser, tppId } = await linkedDeveloper();
    expect(
      (await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'App.TPP.example' })).headers
        .location,
    ).toBe('/portal/organisation?note=hostAdded');
    await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'app.tpp.example' });
    await browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'callback.tpp.example' });
    for (const host of ['https://evil.example', 'evil.example/path', 'localhost', '*.tpp.example', '10.0.0.1']) {
      expect((await browser.post('/portal/actions/redirect-hosts', { change: 'add', host })).headers.location).toMatch(
        refusedTo('/portal/organisation', 'host'),
      );
    }
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).redirectHosts).toEqual([
      'app.tpp.example',
      'callback.tpp.example',
    ]);
    expect(
      (await browser.post('/portal/actions/redirect-hosts', { change: 'remove', host: 'app.tpp.example' })).headers
        .location,
    ).toBe('/portal/organisation?note=hostRemoved');
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).redirectHosts).toEqual(['callback.tpp.example']);
  });

  it('keeps every change of developers racing each other and the row, and answers none of them with a 500 (D21)', async () => {
    const { browser, tppId } = await linkedDeveloper();
    // Another writer changes the list again and again, holding the row a while each time, while the developers'
    // changes run: a list read outside the row's lock is stale by the time it is written back.
    let isDone = false;
    const noise = (async () => {
      for (let round = 0; !isDone; round++) {
        const hosts = round % 2 === 0 ? ['noise.tpp.example'] : [];
        await db.$transaction(async (client) => {
          await client.$executeRaw`UPDATE "Tpp" SET "redirectHosts" = array_cat(array_remove("redirectHosts", 'noise.tpp.example'), ${hosts}::text[]) WHERE id = ${tppId}`;
          await client.$executeRaw`SELECT pg_sleep(0.03)`;
        });
      }
    })();
    const hosts = Array.from({ length: 12 }, (_, index) => `app${index}.tpp.example`);
    const answers = await Promise.all(
      hosts.map((host) => browser.post('/portal/actions/redirect-hosts', { change: 'add', host })),
    ).finally(() => (isDone = true));
    await noise;
    expect(answers.map((answer) => `${answer.status} ${answer.headers.location}`)).toEqual(
      hosts.map(() => '303 /portal/organisation?note=hostAdded'),
    );
    const saved = (await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).redirectHosts;
    expect(saved.filter((host) => host !== 'noise.tpp.example').sort()).toEqual([...hosts].sort());
  });

  it('refuses a change without the session’s CSRF token or from another site', async () => {
    const { browser, tppId } = await linkedDeveloper();
    expect(
      (
        await browser.post('/portal/actions/redirect-hosts', {
          csrfToken: 'forged',
          change: 'add',
          host: 'x.tpp.example',
        })
      ).headers.location,
    ).toBe('/portal/organisation?error=forbidden');
    expect(
      (
        await browser.post(
          '/portal/actions/redirect-hosts',
          { change: 'add', host: 'x.tpp.example' },
          { 'sec-fetch-site': 'cross-site' },
        )
      ).headers.location,
    ).toBe('/portal/organisation?error=forbidden');
    expect((await db.tpp.findUniqueOrThrow({ where: { id: tppId } })).redirectHosts).toEqual([]);
  });
});

describe('two TPPs', () => {
  it('a developer sees and changes only their own TPP, whatever the form says', async () => {
    const first = await linkedDeveloper();
    const second = await linkedDeveloper();
    await second.browser.post('/portal/actions/redirect-hosts', { change: 'add', host: 'second.tpp.example' });
    await second.browser.post('/portal/actions/contact-email', { contactEmail: 'ops@second.example' });
    const firstPage = (await first.browser.get('/portal/organisation')).html;
    expect(firstPage).toContain(first.organizationIdentifier);
    expect(firstPage).not.toContain(second.organizationIdentifier);
    expect(firstPage).not.toContain('second.tpp.example');
    expect(firstPage).not.toContain('ops@second.example');
    // A form field naming the other TPP changes nothing there: the TPP is the session's.
    await first.browser.post('/portal/actions/redirect-hosts', {
      change: 'remove',
      host: 'second.tpp.example',
      tppId: second.tppId,
    });
    expect((await db.tpp.findUniqueOrThrow({ where: { id: second.tppId } })).redirectHosts).toEqual([
      'second.tpp.example',
    ]);
  });

  it('sends a developer without a TPP to link one, and a signed-out visitor to sign-in', async () => {
    const browser = browserAt();
    await verifiedDeveloperAt(browser);
    expect((await browser.get('/portal/organisation')).headers.location).toBe('/portal/certificates?link=required');
    expect((await browserAt().get('/portal/organisation')).headers.location).toBe(
      '/portal/sign-in?callbackUrl=%2Fportal%2Forganisation',
    );
  });
});

/** The server-rendered <input> tag with this id. */
function inputTag(html: string, id: string): string {
  return new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? `no input ${id}`;
}
