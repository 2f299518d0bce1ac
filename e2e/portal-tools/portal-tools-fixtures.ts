import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { newId } from '@/lib/ids/new-id';
import { hashPortalSessionToken, newPortalSessionToken } from '@/lib/portal/session/portal-session-token';
import { signRequest, type SigningCertificate } from '@/lib/tpp-kit/sign-request';
import { e2eDatabaseUrl } from '../fixtures/e2e-database';

/**
 * A portal developer signed in without the sign-in page (the other portal pages test that): the Developer and its
 * PortalSession are written to the e2e database and the session cookie is set on the browser context.
 */
export async function signInDeveloper(context: BrowserContext, baseUrl: string, linkedTo?: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const developerId = newId();
    const tpp = linkedTo ? (await client.query<{ id: string }>('SELECT id FROM "Tpp" WHERE "organizationIdentifier" = $1', [linkedTo])).rows[0] : undefined;
    if (linkedTo && !tpp) throw new Error(`No TPP ${linkedTo}`);
    await client.query('INSERT INTO "Developer" (id, email, "emailVerifiedAt", "tppId") VALUES ($1, $2, now(), $3)', [developerId, `e2e-${developerId.toLowerCase()}@example.test`, tpp?.id ?? null]);
    const token = newPortalSessionToken();
    await client.query(`INSERT INTO "PortalSession" ("tokenHash", "developerId", expires) VALUES ($1, $2, now() + interval '1 hour')`, [hashPortalSessionToken(token), developerId]);
    await context.addCookies([{ name: 'next-auth.session-token', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  } finally {
    await client.end();
  }
}

/** A request as a TPP's client sends it, written out as raw HTTP/1.1 for the "Raw request" field. */
export function rawSignedRequest(certificate: SigningCertificate, body: string, change: (text: string) => string = (text) => text): string {
  const signed = signRequest({ method: 'POST', url: '/v1/consents', body, certificate, headers: { 'TPP-Redirect-URI': 'https://tpp.example.test/done' } });
  const head = ['POST /v1/consents HTTP/1.1', 'Host: api.example.test', ...Object.entries(signed.headers).map(([name, value]) => `${name}: ${value}`)];
  return change(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const consentBody = JSON.stringify({ access: { balances: [] }, recurringIndicator: false, validUntil: '2099-12-31', frequencyPerDay: 4, combinedServiceIndicator: false });
