import { describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { headlessPsu, inputValues, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';
import { pageText } from '@/tests/integration/support/page-text';
import { createTestPayment } from '@/tests/integration/support/payment-fixture-psu';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';

// D29: "Not you? Sign in as someone else" forgets everything of the first person at once; Cancel asks once, and the
// outcome says what a Cancel left undone.
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const ola = '12085592767';
const tpp = initializedTppOfFile();

const newConsent = () => startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb?state=n1' });
const authorisationOf = (consentId: string) => db.authorisation.findFirstOrThrow({ where: { consentId } });
const pageCodeOf = (page: PsuPage) => /name="pageCode" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
const isChecked = (page: PsuPage, value: string) =>
  new RegExp(`<input[^>]*value="${value}"[^>]*checked`).test(page.html) ||
  new RegExp(`<input[^>]*checked[^>]*value="${value}"`).test(page.html);

/** Kari at the consent page, acting as Private, after one mistyped number (one failed attempt). */
async function kariAtConsent(): Promise<{ psu: HeadlessPsu; page: PsuPage; consentId: string }> {
  const { scaRedirect, consentId } = await newConsent();
  const psu = headlessPsu(baseUrl);
  await psu.open(scaRedirect);
  expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999996' })).path).toMatch(
    /^\/sca\/sign-in/,
  );
  expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari })).path).toBe('/sca/context');
  const page = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
  expect(page.path).toBe('/sca/consent');
  return { psu, page, consentId };
}

describe('Not you? Sign in as someone else', () => {
  it("keeps the context the TPP asked for (PSU-Context) for the next person's sign-in", async () => {
    const { scaRedirect, consentId } = await startBankOfferedConsent(tpp, {
      'TPP-Redirect-URI': 'https://tpp.example/cb?state=n2',
      'PSU-Context': 'PRIVATE',
    });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    // Ola has companies of his own, but the TPP asked for his private accounts: no picker.
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola })).path).toBe('/sca/consent');
    expect((await psu.submit('/sca/actions/someone-else', {})).path).toBe('/sca/sign-in');
    expect(await authorisationOf(consentId)).toMatchObject({ customerId: null, context: 'PRIVATE' });
    expect((await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari })).path).toBe('/sca/consent');
    expect(await authorisationOf(consentId)).toMatchObject({ context: 'PRIVATE', agreementId: null });
  });

  it('is offered on the picker and the decision page, and sends the SCA back to the sign-in with nothing kept', async () => {
    const { psu, page, consentId } = await kariAtConsent();
    expect(pageText(page)).toContain('Not you? Sign in as someone else');
    const kariAccount = inputValues(page, 'account')[0] ?? '';
    // Kari ticks an account and switches language: her draft is kept in the session.
    const sca = psu.current()?.sca ?? '';
    const returnTo = `/sca/consent?sca=${sca}`;
    const switched = await psu.submit(`/sca/actions/language?returnTo=${encodeURIComponent(returnTo)}`, {
      language: 'en',
      account: kariAccount,
    });
    expect(isChecked(switched, kariAccount)).toBe(true);
    const before = await authorisationOf(consentId);
    expect(before.failedAttempts).toBe(1);
    expect(await db.psuWebSession.count({ where: { authorisationId: before.id, customerId: before.customerId } })).toBe(
      1,
    );

    const signIn = await psu.submit('/sca/actions/someone-else', {});
    expect(signIn.path).toBe('/sca/sign-in');
    const after = await authorisationOf(consentId);
    expect(after).toMatchObject({
      scaStatus: 'RECEIVED',
      customerId: null,
      context: null,
      agreementId: null,
      failedAttempts: 1,
    });
    // Kari's mark of this browser's sign-in is gone, and so is her draft.
    expect(await db.psuWebSession.count({ where: { authorisationId: before.id, customerId: before.customerId } })).toBe(
      0,
    );
    expect(
      (await db.psuWebSession.findFirstOrThrow({ where: { authorisationId: before.id, customerId: null } })).draft,
    ).toBeNull();

    // Ola signs in: his own companies on the picker, his own accounts, nothing ticked for him.
    const picker = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
    expect(picker.path).toBe('/sca/context');
    expect(pageText(picker)).toContain('Nordlys Regnskap AS');
    expect(pageText(picker)).not.toContain('Fjordbygg AS');
    expect(pageText(picker)).toContain('Not you? Sign in as someone else');
    const olaPage = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(olaPage.path).toBe('/sca/consent');
    expect(inputValues(olaPage, 'account')).not.toContain(kariAccount);
    expect(olaPage.html).not.toMatch(/<input[^>]*checked/);
  });

  it("a stale post from the first person's page changes nothing: neither the sign-out nor an approval", async () => {
    const { psu, page, consentId } = await kariAtConsent();
    const kariCode = pageCodeOf(page);
    const kariAccount = inputValues(page, 'account')[0] ?? '';
    await psu.submit('/sca/actions/someone-else', {});
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: ola });
    expect((await psu.submit('/sca/actions/context', { context: 'PRIVATE' })).path).toBe('/sca/consent');
    const ola1 = await authorisationOf(consentId);

    // Kari's "Not you?" from her page (another tab), after Ola signed in: Ola stays signed in.
    const stale = await psu.submit('/sca/actions/someone-else', { pageCode: kariCode });
    expect(stale.path).toBe('/sca/consent');
    expect(await authorisationOf(consentId)).toMatchObject({
      scaStatus: 'PSU_AUTHENTICATED',
      customerId: ola1.customerId,
    });
    // Kari's approval from her page approves nothing for Ola.
    const refused = await psu.submit('/sca/actions/consent', { pageCode: kariCode, account: kariAccount });
    expect(refused.path).toBe('/sca/consent?error=changed');
    expect((await authorisationOf(consentId)).scaStatus).toBe('PSU_AUTHENTICATED');
  });

  it("does not show the next person, from the browser's history, the number the first one mistyped", async () => {
    const { scaRedirect } = await newConsent();
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    const refused = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '13039319956' });
    expect(inputValues(refused, 'nationalIdentityNumber')).toContain('13039319956');
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect((await psu.submit('/sca/actions/someone-else', {})).path).toBe('/sca/sign-in');
    const fromHistory = await psu.get(`${refused.path}&sca=${refused.sca}`);
    expect(fromHistory.path).toMatch(/^\/sca\/sign-in/);
    expect(inputValues(fromHistory, 'nationalIdentityNumber')).not.toContain('13039319956');
  });

  it('does not give back the three sign-in attempts', async () => {
    const { psu, consentId } = await kariAtConsent();
    await psu.submit('/sca/actions/someone-else', {});
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999995' });
    const last = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: '99999999994' });
    expect(last.path).toBe('/sca/return');
    expect(await authorisationOf(consentId)).toMatchObject({ scaStatus: 'FAILED', failedAttempts: 3 });
  });
});

describe('Cancel asks once', () => {
  it('leads to "Cancel and go back to <TPP>?"; "No, go back" keeps the SCA and the ticks, "Yes, cancel" cancels', async () => {
    const { psu, page, consentId } = await kariAtConsent();
    const account = inputValues(page, 'account')[0] ?? '';
    const asked = await psu.submit('/sca/actions/cancel', { account });
    expect(asked.path).toBe('/sca/cancel');
    expect(pageText(asked)).toContain(`Cancel and go back to ${tpp.name}?`);
    expect(pageText(asked)).toContain('Yes, cancel');
    expect(pageText(asked)).toContain('No, go back');
    expect((await authorisationOf(consentId)).scaStatus).toBe('PSU_AUTHENTICATED');
    const goBack = /href="([^"]+)"[^>]*>No, go back</.exec(asked.html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const back = await psu.get(goBack);
    expect(back.path).toBe('/sca/consent');
    expect(isChecked(back, account)).toBe(true);

    await psu.submit('/sca/actions/cancel', {});
    const cancelled = await psu.submit('/sca/actions/cancel', { confirmed: 'yes' });
    expect(cancelled.path).toBe('/sca/return');
    expect(pageText(cancelled)).toContain('You cancelled. Nothing was shared.');
    expect(new URL(cancelled.tppReturnUrl ?? '').searchParams.get('message')).toBe(
      'The customer cancelled the authorisation.',
    );
  });

  it('a payment\'s outcome says "You cancelled. Nothing was paid."', async () => {
    const { scaRedirect } = await createTestPayment({ organizationIdentifier: tpp.organizationIdentifier });
    const psu = headlessPsu(baseUrl);
    await psu.open(scaRedirect);
    await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect((await psu.submit('/sca/actions/cancel', {})).path).toBe('/sca/cancel');
    const cancelled = await psu.submit('/sca/actions/cancel', { confirmed: 'yes' });
    expect(pageText(cancelled)).toContain('You cancelled. Nothing was paid.');
    expect(pageText(cancelled)).not.toContain('Not completed');
  });
});
