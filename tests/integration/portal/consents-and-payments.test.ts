import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { browserAt } from '@/tests/integration/support/browser-at-address';
import { linkedDeveloper } from '@/tests/integration/support/linked-developer';

// D27: /portal/consents and /portal/payments list the TPP's own rows only, newest first, 25 a page; /status and
// /support are public pages of the portal.

afterAll(async () => {
  await db.$disconnect();
});

async function consentsOf(tppId: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.consent.createMany({
    data: ids.map((id, index) => ({ id, tppId, status: 'valid', createdAt: new Date(Date.now() - index * 60_000) })),
  });
  return ids;
}

describe('the TPP’s own consents and payments', () => {
  it('shows a TPP its own consents a page at a time, and never another TPP’s, whatever the cursor', async () => {
    const own = await linkedDeveloper();
    const other = await linkedDeveloper();
    const ownIds = await consentsOf(own.tppId, 26);
    const [otherId = ''] = await consentsOf(other.tppId, 1);
    const first = (await own.browser.get('/portal/consents')).html;
    expect(ownIds.slice(0, 25).every((id) => first.includes(id))).toBe(true);
    expect(first).not.toContain(ownIds[25]);
    expect(first).not.toContain(otherId);
    expect(first).toContain(`/portal/consents?after=${ownIds[24]}`);
    const second = (await own.browser.get(`/portal/consents?after=${ownIds[24]}`)).html;
    expect(second).toContain(ownIds[25]);
    expect(second).not.toContain(ownIds[0]);
    // Another TPP's consent as the cursor starts at the first page of one's own.
    const foreign = (await own.browser.get(`/portal/consents?after=${otherId}`)).html;
    expect(foreign).toContain(ownIds[0]);
    // The id is in the page's own URL (the framework's payload names it); no row shows it.
    expect(foreign).not.toContain(`>${otherId}<`);
  });

  it('shows a TPP its own payments with status and amount, not another TPP’s, and asks a signed-out visitor to sign in', async () => {
    const own = await linkedDeveloper();
    const other = await linkedDeveloper();
    const payment = (tppId: string) => ({
      id: randomUUID(),
      tppId,
      service: 'payments' as const,
      product: 'norwegian-domestic-credit-transfers',
      status: 'ACCP' as const,
      fundsAvailable: false,
      totalAmount: 1234567n,
      currency: 'NOK',
      requestBody: {},
    });
    const ownPayment = payment(own.tppId);
    const otherPayment = payment(other.tppId);
    await db.payment.createMany({ data: [ownPayment, otherPayment] });
    const page = (await own.browser.get('/portal/payments')).html;
    expect(page).toContain(ownPayment.id);
    expect(page).not.toContain(otherPayment.id);
    expect(page).toContain('NOK');
    expect(page).toContain('12,345.67');
    expect(page).toContain('ACCP');
    expect((await browserAt().get('/portal/payments')).headers.location).toMatch(/^\/portal\/sign-in\?/);
  });
});

describe('/status and /support', () => {
  it('checks the API and the customer pages live, and links the Service health of the home page to it', async () => {
    const page = await browserAt().get('/status');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/API \(XS2A\)<\/th><td[^>]*><span[^>]*>Operational</);
    expect(page.html).toMatch(/Customer pages[^<]*<\/th><td[^>]*><span[^>]*>Operational</);
    expect((await browserAt().get('/')).html).toMatch(/href="\/status"[^>]*>Service health</);
  });

  it('gives the support mailbox and links each refusal to the inspector filtered to its code', async () => {
    const page = (await browserAt().get('/support')).html;
    expect(page).toContain('mailto:developer@nordbank.example');
    for (const code of [
      'FORMAT_ERROR',
      'CERTIFICATE_INVALID',
      'SIGNATURE_INVALID',
      'CERTIFICATE_BLOCKED',
      'CONSENT_EXPIRED',
      'ACCESS_EXCEEDED',
    ])
      expect(page).toContain(`href="/portal/requests?code=${code}"`);
    expect(page).toContain('The consent has expired: the PSU must renew it at the bank.');
  });
});
