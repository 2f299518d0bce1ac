import { describe, expect, inject, it } from 'vitest';
import { db } from '@/lib/db';
import { headlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { initializedTppOfFile } from '@/tests/integration/support/initialized-tpp-of-file';
import { pageText } from '@/tests/integration/support/page-text';
import { startBankOfferedConsent } from '@/tests/integration/support/started-sca';

// D29: every page of an open SCA warns a minute before its session ends, without script: the server renders the
// notice and the delay of the animation that reveals it, from the session's end.
const baseUrl = inject('baseUrl');
const kari = '13039319955';
const tpp = initializedTppOfFile();

/** The notice's reveal delay in seconds, as the page's style element and the notice itself carry it. */
function warningDelay(page: PsuPage): number | null {
  const styled = /#session-warning\{animation-delay:(\d+)s\}/.exec(page.html)?.[1];
  const marked = /id="session-warning" role="status" data-delay="(\d+)"/.exec(page.html)?.[1];
  expect(styled).toBe(marked);
  return styled === undefined ? null : Number(styled);
}

describe('the warning before the SCA session ends', () => {
  it('sign-in, context and decision pages reveal it 14 minutes into the 15, in the page language', async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, { 'TPP-Redirect-URI': 'https://tpp.example/cb' });
    const psu = headlessPsu(baseUrl);
    const signIn = await psu.open(scaRedirect);
    expect(signIn.path).toBe('/sca/sign-in');
    const context = await psu.submit('/sca/actions/sign-in', { nationalIdentityNumber: kari });
    expect(context.path).toBe('/sca/context');
    const decision = await psu.submit('/sca/actions/context', { context: 'PRIVATE' });
    expect(decision.path).toBe('/sca/consent');
    for (const page of [signIn, context, decision]) {
      // At most 14 minutes, less the time the test took to get here (never more than a minute on a busy machine).
      expect(warningDelay(page), page.path).toBeLessThanOrEqual(14 * 60);
      expect(warningDelay(page), page.path).toBeGreaterThan(13 * 60);
      expect(pageText(page)).toMatch(/Your session ends at \d\d:\d\d, in less than a minute\. Approve or cancel now/);
    }
  });

  it('a page rendered with less than a minute left shows it at once, here in Norwegian', async () => {
    const { scaRedirect } = await startBankOfferedConsent(tpp, {
      'TPP-Redirect-URI': 'https://tpp.example/cb',
      'PSU-Accept-Language': 'nb',
    });
    const psu = headlessPsu(baseUrl);
    const authorisationId = (await psu.open(scaRedirect)).sca ?? '';
    await db.psuWebSession.updateMany({
      where: { authorisationId },
      data: { expiresAt: new Date(Date.now() + 30_000) },
    });
    const late = await psu.get(`/sca/sign-in?sca=${authorisationId}`);
    expect(warningDelay(late)).toBe(0);
    expect(pageText(late)).toMatch(/Økten din avsluttes kl\. \d\d:\d\d, om mindre enn ett minutt\./);
  });
});
