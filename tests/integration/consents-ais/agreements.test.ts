import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import type { Psd2Role } from '@/lib/certificate-issuer/psd2-roles';
import { createPaymentTpp, psuOf } from '@/tests/integration/support/payment-fixture-api';
import { berlinGroupError } from '@/tests/integration/support/berlin-group-error';

// D15: GET /v1/agreements gives PSU-Corporate-ID (spec "SCA redirect flow" 8) to an AISP and to a PISP alike: a
// corporate payment needs it as much as a corporate consent does.
const customerNumber = '13039319955';

afterAll(async () => {
  await db.$disconnect();
});

/** The PSU-Corporate-IDs this TPP knows the customer's corporate agreements by (REGISTER and VIEW, D15). */
async function corporateIdsOf(psu: { tppId: string; customerId: string }): Promise<string[]> {
  const engagements = await db.engagement.findMany({
    where: {
      customerId: psu.customerId,
      roles: { hasEvery: ['REGISTER', 'VIEW'] },
      agreement: { owner: { customerType: 'CORPORATE' } },
    },
    select: { agreementId: true },
  });
  const agreementIds = [...new Set(engagements.map((engagement) => engagement.agreementId))];
  return Promise.all(agreementIds.map((agreementId) => corporateIdFor({ tppId: psu.tppId, agreementId })));
}

describe('GET /v1/agreements', () => {
  it.each([
    ['an AISP', ['PSP_AI']],
    ['a PISP-only TPP', ['PSP_PI']],
    ['a TPP with both roles', ['PSP_AI', 'PSP_PI']],
  ] as [string, Psd2Role[]][])(
    "serves %s the PSU's corporate agreements with their PSU-Corporate-ID",
    async (_name, roles) => {
      const tpp = await createPaymentTpp(roles);
      const psu = await psuOf(tpp.organizationIdentifier, customerNumber);
      const expected = await corporateIdsOf(psu);
      expect(expected.length).toBeGreaterThan(0);
      const response = await tpp.client.request('GET', '/v1/agreements', { headers: { 'PSU-ID': psu.psuId } });
      expect(response.status, response.text).toBe(200);
      const agreements = (response.body as { agreements: { psuCorporateId: string; name: string }[] }).agreements;
      expect(agreements.map((agreement) => agreement.psuCorporateId).sort()).toEqual([...expected].sort());
    },
  );

  it('refuses a TPP with neither role: 401 ROLE_INVALID naming both', async () => {
    const tpp = await createPaymentTpp(['PSP_IC']);
    const psu = await psuOf(tpp.organizationIdentifier, customerNumber);
    const response = await tpp.client.request('GET', '/v1/agreements', { headers: { 'PSU-ID': psu.psuId } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(
      berlinGroupError({
        code: 'ROLE_INVALID',
        text: "This service needs the PSD2 role account information (PSP_AI) or payment initiation (PSP_PI); the certificate's roles are: PSP_IC.",
      }),
    );
  });

  it('without a PSU-ID sends an AISP to a consent in a corporate context, a PISP-only TPP to the SCA that only identifies the PSU', async () => {
    for (const [roles, kind] of [
      [['PSP_AI'], 'CONSENT'],
      [['PSP_PI'], 'USER_IDENTIFICATION'],
    ] as [Psd2Role[], string][]) {
      const tpp = await createPaymentTpp(roles);
      const response = await tpp.client.request('GET', '/v1/agreements');
      expect(response.status).toBe(401);
      const body = response.body as { tppMessages: { code: string }[]; _links: { scaRedirect: { href: string } } };
      expect(body.tppMessages[0]?.code).toBe('CONSENT_INVALID');
      expect(body._links.scaRedirect.href).toMatch(/^https?:\/\/.+\/sca\//);
      const { id: tppId } = await db.tpp.findUniqueOrThrow({
        where: { organizationIdentifier: tpp.organizationIdentifier },
      });
      const started = await db.authorisation.findMany({ where: { tppId }, select: { kind: true, context: true } });
      expect({ roles, started }).toEqual({
        roles,
        started: [{ kind, context: kind === 'CONSENT' ? 'CORPORATE' : null }],
      });
    }
  });
});
