import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { createAisTpp, psuPresent } from '@/tests/integration/support/ais-fixture';
import { createPaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import { errorOf } from '@/tests/integration/support/sandbox-tpp';
import { domesticPaymentBody, domesticPaymentPath } from '@/tests/integration/support/started-sca';

// Statements of the spec checked over HTTP as a TPP sees them, where no other test asserts them exactly.

afterAll(async () => {
  await db.$disconnect();
});

describe('headers (spec "Common request headers", "Start signing basket authorisation", "Versioning")', () => {
  it('GET /v1/accounts without any PSU-ID needs SCA: 401 with an absolute scaRedirect link object (href and verbs)', async () => {
    const tpp = await createAisTpp();
    const response = await tpp.client.request('GET', '/v1/accounts', { headers: psuPresent });
    expect(response.status).toBe(401);
    expect((response.body as { _links: { scaRedirect: unknown } })._links.scaRedirect).toEqual({
      href: expect.stringMatching(/^https?:\/\/[^/]+\/sca\//),
      verbs: ['GET'],
    });
  });

  it('PSU-Corporate-ID that is not a UUID is 400 FORMAT_ERROR naming the header', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955');
    expect(errorOf(await tpp.read('/v1/accounts', consent, { 'PSU-Corporate-ID': 'acme', ...psuPresent }))).toEqual({
      status: 400,
      code: 'FORMAT_ERROR',
      path: 'PSU-Corporate-ID',
    });
  });

  it('x-accept-fix takes several comma-separated values; one the bank does not know changes nothing', async () => {
    const tpp = await createAisTpp();
    const consent = await tpp.grant('13039319955');
    const plain = await tpp.read('/v1/accounts?withBalance=true', consent, psuPresent);
    const fixed = await tpp.read('/v1/accounts?withBalance=true', consent, {
      'x-accept-fix': 'amount-as-string, longer-names,no-such-fix',
      ...psuPresent,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual(plain.body);
  });

  it('a signing basket authorisation takes amount-as-string among other x-accept-fix values, and PSU-HTTP-Method PATCH', async () => {
    const tpp = await createPaymentTpp();
    const payment = await tpp.post(domesticPaymentPath, domesticPaymentBody);
    const basket = await tpp.post('/v1/signing-baskets', {
      paymentIds: [(payment.body as { paymentId: string }).paymentId],
    });
    const required = { 'TPP-Session-ID': `s-${randomUUID()}`, 'PSU-ID': randomUUID(), 'PSU-IP-Address': '192.0.2.10' };
    const authorisations = `/v1/signing-baskets/${(basket.body as { basketId: string }).basketId}/authorisations`;
    const variants: Record<string, string>[] = [
      { 'x-accept-fix': 'longer-names, amount-as-string' },
      { 'x-accept-fix': 'amount-as-string', 'PSU-HTTP-Method': 'PATCH' },
    ];
    for (const extra of variants) {
      const response = await tpp.post(authorisations, {}, { ...required, ...extra });
      expect(response.status, response.text).toBe(201);
      expect(response.body).toMatchObject({
        scaStatus: 'received',
        _links: { scaRedirect: { href: expect.stringMatching(/^https?:/), verbs: ['GET'] } },
      });
    }
  });
});
