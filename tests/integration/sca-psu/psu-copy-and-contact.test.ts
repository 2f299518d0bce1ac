import { describe, expect, inject, it } from 'vitest';
import { headlessPsu, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { scaRedirectOf } from '@/e2e/fixtures/sandbox-tpp';
import { db } from '@/lib/db';
import { formatDateTime } from '@/lib/psu/i18n/format-date-time';
import { bankTomorrow, paymentTppOfFile } from '@/tests/integration/support/payment-fixture-api';
import { grantTestConsent } from '@/tests/integration/support/grant-test-consent';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';

// D30: a fraud path beside every approval, the bank's phone lines with their hours, retention periods and the data
// protection officer, wording that fits a company, the receipt's time said once, one set of test numbers (D10).
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const tpp = initializedTppOfFile();
const payer = paymentTppOfFile();

const redirect = { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=copy' };

/** D10: the sandbox's private customers, the only numbers a sign-in hint may name. */
const testNumbers = ['12085592767', '13039319955'];

/** A browser whose pages are in `language` (D30: the switch's cookie outranks every other source). */
function browserIn(language: 'en' | 'nb'): HeadlessPsu {
  const psu = headlessPsu(baseUrl);
  psu.cookies.set('nordbank-language', language);
  return psu;
}

/** The HTML of the page's section with this id, from its id to its end. */
function sectionOf(page: PsuPage, id: string): string {
  const start = page.html.indexOf(`id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  const end = page.html.indexOf('</section>', start);
  return page.html.slice(start, end);
}

/** What a reader sees of some HTML, on one line: no scripts (the pages' RSC payload repeats their text), no tags. */
const plain = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.:])/g, '$1');

/** Whether the fraud note's link is on the page and inside none of its forms. */
function hasFraudNoteOutsideForms(page: PsuPage, words: string): boolean {
  const at = page.html.indexOf('href="/help#fraud"');
  if (at < 0 || !plain(page.html).includes(words)) return false;
  const forms = [...page.html.matchAll(/<form[\s\S]*?<\/form>/g)];
  return forms.every((form) => at < (form.index ?? 0) || at > (form.index ?? 0) + form[0].length);
}

const fraudNote = {
  en: "Didn't ask for this? Cancel and tell us",
  nb: 'Har du ikke bedt om dette? Avbryt og si fra til oss',
};

describe('the help page (D30)', () => {
  it.each([
    [
      'en',
      "Didn't ask for this?",
      'Fraud line: +47 800 00 001. Open around the clock, every day.',
      'Customer service: +47 800 00 000. Open Monday to Friday 08:00–20:00 (Norwegian time).',
    ],
    [
      'nb',
      'Har du ikke bedt om dette?',
      'Svindeltelefon: +47 800 00 001. Åpent hele døgnet, alle dager.',
      'Kundeservice: +47 800 00 000. Åpent mandag–fredag kl. 08.00–20.00.',
    ],
  ] as const)(
    'in %s has a fraud section with the fraud line and a contact section with phone, hours and e-mail',
    async (language, heading, fraudLine, phoneLine) => {
      const page = await browserIn(language).get('/help');
      const fraud = sectionOf(page, 'fraud');
      expect(plain(fraud)).toContain(heading);
      expect(plain(fraud)).toContain(fraudLine);
      expect(fraud).toContain('href="tel:+4780000001"');
      const contact = sectionOf(page, 'contact');
      expect(plain(contact)).toContain(phoneLine);
      expect(contact).toContain('href="tel:+4780000000"');
      expect(contact).toContain('href="mailto:kundeservice@nordbank.example"');
    },
  );

  it.each(['en', 'nb'] as const)(
    'is where the footer\'s "Contact us" leads, beside a phone number that dials (%s)',
    async (language) => {
      const page = await browserIn(language).get('/privacy');
      const footer = page.html.slice(page.html.indexOf('<footer'), page.html.indexOf('</footer>'));
      expect(footer).toMatch(/<a href="\/help#contact"[^>]*>(Contact us|Kontakt oss)<\/a>/);
      expect(footer).toContain('href="tel:+4780000000"');
      expect(footer).not.toContain('mailto:');
    },
  );
});

describe('the privacy page (D30)', () => {
  it.each([
    [
      'en',
      'How long we keep it',
      ['kept without a time limit', '90 days, then deleted', '15 minutes', '25 hours', 'for a year'],
      'Data protection officer',
    ],
    [
      'nb',
      'Hvor lenge vi tar vare på opplysningene',
      ['lagres uten tidsbegrensning', '90 dager, deretter slettes den', '15 minutter', '25 timer', 'i ett år'],
      'Personvernombud',
    ],
  ] as const)(
    'in %s says how long each thing is kept and names the data protection officer',
    async (language, heading, periods, officer) => {
      const page = await browserIn(language).get('/privacy');
      const retention = plain(sectionOf(page, 'retention'));
      expect(retention).toContain(heading);
      for (const period of periods) expect(retention).toContain(period);
      const dataProtection = sectionOf(page, 'data-protection');
      expect(plain(dataProtection)).toContain(officer);
      expect(dataProtection).toContain('href="mailto:personvernombud@nordbank.example"');
    },
  );
});

describe('"Didn\'t ask for this? Cancel and tell us" beside every approval, outside its form (D30)', () => {
  /** Signs in at the link's SCA; a payment's picker, if asked, is answered PRIVATE. */
  async function signedIn(link: string, language: 'en' | 'nb', number = kari): Promise<HeadlessPsu> {
    const psu = browserIn(language);
    await psu.open(link);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: number });
    return psu;
  }

  async function decisionPage(link: string, language: 'en' | 'nb'): Promise<PsuPage> {
    const psu = await signedIn(link, language, testNumbers[0]);
    const page = psu.current();
    if (page?.path === '/sca/context') return psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    return page as PsuPage;
  }

  it.each(['en', 'nb'] as const)('on the consent and identification pages (%s)', async (language) => {
    const consent = await signedIn((await startBankOfferedConsent(tpp, redirect)).scaRedirect, language);
    const consentPage = await consent.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(consentPage.path).toBe('/sca/consent');
    expect(hasFraudNoteOutsideForms(consentPage, fraudNote[language])).toBe(true);

    const identification = await tpp.client.request('GET', '/v1/user', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/identified' },
    });
    const confirm = await signedIn(scaRedirectOf(identification), language);
    const confirmPage = await confirm.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(confirmPage.path).toBe('/sca/confirm');
    expect(hasFraudNoteOutsideForms(confirmPage, fraudNote[language])).toBe(true);
  });

  it.each(['en', 'nb'] as const)('on the payment and basket pages (%s)', async (language) => {
    const payee = {
      creditorName: 'Fjordkraft AS',
      creditorAccount: { bban: '15032080119' },
      instructedAmount: { currency: 'NOK', amount: '100.00' },
      requestedExecutionDate: bankTomorrow(),
    };
    const initiated = await payer.post('/v1/payments/norwegian-domestic-credit-transfers', payee);
    expect(initiated.status).toBe(201);
    const paymentPage = await decisionPage(scaRedirectOf(initiated), language);
    expect(paymentPage.path).toBe('/sca/payment');
    expect(hasFraudNoteOutsideForms(paymentPage, fraudNote[language])).toBe(true);

    const paymentIds: string[] = [];
    for (let index = 0; index < 2; index++) {
      const response = await payer.post('/v1/payments/norwegian-domestic-credit-transfers', payee);
      paymentIds.push((response.body as { paymentId: string }).paymentId);
    }
    const basket = await payer.post('/v1/signing-baskets', { paymentIds }, { 'PSU-Context': 'PRIVATE' });
    expect(basket.status).toBe(201);
    const basketPage = await decisionPage(scaRedirectOf(basket), language);
    expect(basketPage.path).toBe('/sca/basket');
    expect(hasFraudNoteOutsideForms(basketPage, fraudNote[language])).toBe(true);
  });
});

describe('the consent page acting for a company', () => {
  it.each([
    [
      'en',
      'Give access to the accounts of Fjordbygg AS',
      'it can see all transactions on the accounts of Fjordbygg AS that you choose',
      'all your transactions',
    ],
    [
      'nb',
      'Gi tilgang til kontoene til Fjordbygg AS',
      'kan tilbyderen se alle transaksjonene på kontoene til Fjordbygg AS som du velger',
      'alle transaksjonene dine',
    ],
  ] as const)(
    "in %s speaks of the company's accounts and transactions, not the PSU's own",
    async (language, title, history, own) => {
      const psu = browserIn(language);
      await psu.open((await startBankOfferedConsent(tpp, redirect)).scaRedirect);
      await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
      const page = await psu.submit('/sca/actions/context', { context: 'CORPORATE' });
      expect(page.path).toBe('/sca/consent');
      expect(page.html).toContain(`<title>${title} · Nordbank Open Banking</title>`);
      expect(plain(page.html)).toContain(history);
      expect(plain(page.html)).not.toContain(own);

      const privately = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
      expect(plain(privately.html)).toContain(own);
      expect(plain(privately.html)).not.toContain('Fjordbygg AS');
    },
  );
});

describe('the identification page acting for a company', () => {
  it.each([
    ['en', 'will receive an identifier for you and one for Fjordbygg AS. It will not see any accounts.'],
    ['nb', 'får en identifikator for deg og en for Fjordbygg AS. Tilbyderen får ikke se noen kontoer.'],
  ] as const)("in %s says the provider gets the company's identifier too", async (language, intro) => {
    const identification = await tpp.client.request('GET', '/v1/user', { headers: redirect });
    const psu = browserIn(language);
    await psu.open(scaRedirectOf(identification));
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    const page = await psu.submit('/sca/actions/context', { context: 'CORPORATE' });
    expect(page.path).toBe('/sca/confirm');
    expect(plain(page.html)).toContain(intro);
  });
});

describe('the revocation receipt', () => {
  it.each(['en', 'nb'] as const)('states when the consent was revoked once (%s)', async (language) => {
    const { consentId } = await grantTestConsent({
      organizationIdentifier: tpp.organizationIdentifier,
      customerNumber: kari,
      context: 'PRIVATE',
    });
    const psu = browserIn(language);
    const [name = '', token = ''] = (await signedInDeveloper({ linkedTo: tpp.organizationIdentifier })).cookie.split(
      '=',
    );
    psu.cookies.set(name, token);
    await psu.get('/my-consents');
    await psu.submit('/my-consents/actions/sign-in', { nationalIdentityNumber: kari });
    const receipt = await psu.submit('/my-consents/actions/revoke', { consentId });
    expect(receipt.path).toBe(`/my-consents/revoked?consent=${consentId}`);
    const { statusChangedAt } = await db.consent.findUniqueOrThrow({ where: { id: consentId } });
    const when = formatDateTime(statusChangedAt, language).replace(/\s/g, ' ');
    expect(plain(receipt.html).split(when)).toHaveLength(2);
  });
});

describe('a PSU page outside an SCA (D17)', () => {
  it('never echoes its ?sca= into its forms', async () => {
    const psu = browserIn('en');
    const [name = '', token = ''] = (await signedInDeveloper({ linkedTo: tpp.organizationIdentifier })).cookie.split(
      '=',
    );
    psu.cookies.set(name, token);
    const page = await psu.get('/my-consents?sca=EchoedHandle1');
    expect(page.html).toContain('name="csrfToken"');
    expect(page.html).not.toContain('name="sca"');
  });
});

describe('one set of sandbox test numbers in every hint (D10)', () => {
  /** The 11-digit numbers in a piece of a page, in order, each once. */
  const numbersIn = (html: string) => [...new Set(plain(html).match(/\b\d{11}\b/g) ?? [])].sort();

  it.each(['en', 'nb'] as const)(
    'the SCA sign-in, "My consents" and the help page name the same customers (%s)',
    async (language) => {
      const sca = browserIn(language);
      const signIn = await sca.open((await startBankOfferedConsent(tpp, redirect)).scaRedirect);
      expect(signIn.path).toBe('/sca/sign-in');
      const scaHint = /id="national-identity-number-hint"[^>]*>([\s\S]*?)<\/p>/.exec(signIn.html)?.[1] ?? '';

      const mine = browserIn(language);
      const [name = '', token = ''] = (await signedInDeveloper({ linkedTo: tpp.organizationIdentifier })).cookie.split(
        '=',
      );
      mine.cookies.set(name, token);
      const myConsents = await mine.get('/my-consents');
      const myConsentsHint = /id="national-identity-number-hint"[^>]*>([\s\S]*?)<\/p>/.exec(myConsents.html)?.[1] ?? '';

      const help = sectionOf(await browserIn(language).get('/help'), 'test-customers');

      for (const hint of [scaHint, myConsentsHint, help]) expect(numbersIn(hint)).toEqual(testNumbers);
      expect(plain(scaHint)).toContain(tpp.name);
    },
  );
});

describe('the sign-in page names what is to be approved', () => {
  const payee = {
    creditorName: 'Fjordkraft AS',
    creditorAccount: { bban: '15032080119' },
    instructedAmount: { currency: 'NOK', amount: '100.00' },
  };

  it.each([
    ['en', 'Sign in to approve a payment from', 'Sign in to approve payments from'],
    ['nb', 'Logg inn for å godkjenne en betaling fra', 'Logg inn for å godkjenne betalinger fra'],
  ] as const)('in %s: one payment, or several in a basket', async (language, one, several) => {
    const paymentIds: string[] = [];
    for (let index = 0; index < 2; index++) {
      const initiated = await payer.post('/v1/payments/norwegian-domestic-credit-transfers', payee);
      expect(initiated.status).toBe(201);
      paymentIds.push((initiated.body as { paymentId: string }).paymentId);
      if (index === 0) {
        const signIn = await browserIn(language).open(scaRedirectOf(initiated));
        expect(plain(signIn.html)).toContain(`${one} `);
      }
    }
    const basket = await payer.post('/v1/signing-baskets', { paymentIds });
    const signIn = await browserIn(language).open(scaRedirectOf(basket));
    expect(signIn.path).toBe('/sca/sign-in');
    expect(plain(signIn.html)).toContain(`${several} `);
  });
});
