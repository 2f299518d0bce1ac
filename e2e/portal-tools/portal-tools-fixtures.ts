import { expect, type Locator, type Page } from '@playwright/test';
import { axeBuilder } from '../fixtures/axe-builder';
import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';
import { signInDeveloper } from '../fixtures/portal-developer';
import { test as portalTest } from '../fixtures/portal-test';
import type { NamedTpp } from '../fixtures/sandbox-tpp';

export { expect };

/** The portal's tests, with `linkedTpp`: a new TPP (D4, D10) whose developer is signed in on the test's context. */
export const test = portalTest.extend<{ linkedTpp: NamedTpp }>({
  linkedTpp: async ({ context, baseURL, tpp }, use) => {
    await signInDeveloper(context, baseURL ?? '', tpp.organizationIdentifier);
    await use(tpp);
  },
});

/** The sandbox editor opened; returns the article of the sandbox customer with `customerNumber`. */
export async function openSandboxCustomer(page: Page, customerNumber: string): Promise<Locator> {
  await page.goto('/portal/sandbox');
  return page.getByRole('article', { name: new RegExp(customerNumber) });
}

/** A request as a TPP's client sends it, written out as raw HTTP/1.1 for the "Raw request" field. */
export function rawSignedRequest(
  certificate: SigningCertificate,
  body: string,
  change: (text: string) => string = (text) => text,
): string {
  const signed = signRequest({
    method: 'POST',
    url: '/v1/consents',
    body,
    certificate,
    headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' },
  });
  const head = [
    'POST /v1/consents HTTP/1.1',
    'Host: api.example.test',
    ...Object.entries(signed.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return change(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await axeBuilder(page).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export const consentBody = JSON.stringify({
  access: { balances: [] },
  recurringIndicator: false,
  validUntil: '2099-12-31',
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
});
