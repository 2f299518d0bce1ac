import { describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';
import { pageText } from '@/tests/integration/support/page-text';
import { createTestPayment } from '@/tests/integration/support/payment-fixture-psu';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';

// D29, D30: the context picker names the TPP, what it asks for and each company's organisation number; the language switch
// of a page with a form keeps what the PSU has chosen there.
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const ola = '12085592767';
const tpp = initializedTppOfFile();

const isChecked = (page: PsuPage, value: string) =>
  new RegExp(`<input[^>]*value="${value}"[^>]*checked`).test(page.html) ||
  new RegExp(`<input[^>]*checked[^>]*value="${value}"`).test(page.html);

async function signedIn(scaRedirect: string, customerNumber: string): Promise<{ psu: HeadlessPsu; page: PsuPage }> {
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  const page = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: customerNumber });
  return { psu, page };
}

/** The page's language switch, posted as its button does: the page's own form, to /sca/actions/language. */
function switchLanguage(psu: HeadlessPsu, path: string, fields: Record<string, string | string[]>): Promise<PsuPage> {
  const returnTo = `${path}?sca=${psu.current()?.sca ?? ''}`;
  return psu.submit(`/sca/actions/language?returnTo=${encodeURIComponent(returnTo)}`, { language: 'nb', ...fields });
}

describe('the context picker', () => {
  it('names the TPP and asks for account access, for a consent', async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const { page } = await signedIn(scaRedirect, kari);
    expect(page.path).toBe('/sca/context');
    expect(pageText(page)).toContain(`${tpp.name} asks for access to your accounts.`);
    // The sandbox's company has an 11-digit customer number (D10), shown as it is.
    expect(pageText(page)).toContain('Fjordbygg AS, Org. no. 18129215603');
  });

  it("names the payment's amount and payee, or the number of payments", async () => {
    const single = await createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      instructions: [{ amount: 123_450n, creditorName: 'Fjordkraft AS', creditorBban: '15032080119' }],
    });
    expect(pageText((await signedIn(single.scaRedirect, kari)).page)).toContain(
      `${tpp.name} asks for a payment of NOK 1,234.50 to Fjordkraft AS.`,
    );
    const bulk = await createTestPayment({
      organizationIdentifier: tpp.organizationIdentifier,
      service: 'bulk_payments',
      instructions: [
        { amount: 10_000n, creditorName: 'Fjordkraft AS', creditorBban: '15032080119' },
        { amount: 20_000n, creditorName: 'Telenor ASA', creditorBban: '15032080119' },
      ],
    });
    expect(pageText((await signedIn(bulk.scaRedirect, kari)).page)).toContain(`${tpp.name} asks for 2 payments.`);
  });

  it("groups a company's 9-digit organisation number", async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const { page } = await signedIn(scaRedirect, ola);
    const { tppId } = await db.authorisation.findFirstOrThrow({ where: { id: page.sca ?? '' } });
    await db.customer.updateMany({
      where: { tppId, customerNumber: '20079518612' },
      data: { customerNumber: '923609016' },
    });
    const psu = headlessPsu(baseUrl);
    const again = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    await psu.open(again.scaRedirect);
    const picker = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
    expect(pageText(picker)).toContain('Nordlys Regnskap AS, Org. no. 923 609 016');
  });
});

describe('the language switch keeps the choices', () => {
  it('on the consent page: the ticked accounts stay ticked, and nothing else the post named', async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const { psu } = await signedIn(scaRedirect, kari);
    const page = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(page.path).toBe('/sca/consent');
    const [first = '', second = '', third = ''] = inputValues(page, 'account');
    expect(third).not.toBe('');
    const switched = await switchLanguage(psu, '/sca/consent', { account: [first, third, 'not-an-account'] });
    expect(switched.path).toBe('/sca/consent');
    expect(switched.html).toContain('lang="nb"');
    expect(isChecked(switched, first)).toBe(true);
    expect(isChecked(switched, second)).toBe(false);
    expect(isChecked(switched, third)).toBe(true);
    expect(switched.html).not.toContain('not-an-account');
    // The form the PSU sends from the page, in Norwegian now, approves what it holds.
    expect((await psu.submit('/sca/actions/consent', { account: [first, third] })).path).toBe('/sca/return');
  });

  it('on the payment page: the chosen debtor account stays chosen', async () => {
    const { scaRedirect } = await createTestPayment({ organizationIdentifier: tpp.organizationIdentifier });
    const { psu } = await signedIn(scaRedirect, kari);
    const page = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(page.path).toBe('/sca/payment');
    const choices = inputValues(page, 'debtorAccount');
    expect(choices.length).toBeGreaterThan(1);
    const chosen = choices[1] ?? '';
    const switched = await switchLanguage(psu, '/sca/payment', { debtorAccount: chosen });
    expect(switched.path).toBe('/sca/payment');
    expect(switched.html).toContain('lang="nb"');
    expect(isChecked(switched, chosen)).toBe(true);
    expect(choices.filter((choice) => isChecked(switched, choice))).toEqual([chosen]);
  });

  it('on the context picker: the chosen context stays chosen', async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const { psu } = await signedIn(scaRedirect, kari);
    const switched = await switchLanguage(psu, '/sca/context', { context: 'CORPORATE' });
    expect(switched.path).toBe('/sca/context');
    expect(isChecked(switched, 'CORPORATE')).toBe(true);
    expect(isChecked(switched, 'PRIVATE')).toBe(false);
  });

  it("is refused without the page's session token, and keeps nothing", async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const { psu, page } = await signedIn(scaRedirect, kari);
    const refused = await switchLanguage(psu, '/sca/context', { context: 'CORPORATE', csrfToken: 'forged' });
    expect(refused.path).toContain('/sca/ended');
    const session = await db.psuWebSession.findFirstOrThrow({
      where: { authorisationId: page.sca ?? '', customerId: null },
    });
    expect(session.draft).toBeNull();
  });
});
