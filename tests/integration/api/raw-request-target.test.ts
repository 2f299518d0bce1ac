import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { sendRaw, signExactTarget } from '@/tests/integration/support/send-raw';
import { waitFor } from '@/tests/integration/support/wait-for';
import { newOrganizationCertificate } from '@/tests/integration/support/new-organization-certificate';

// D5, D18: `(request-target)` is the target exactly as the TPP sent it. Next.js re-encodes request.url (an empty `?`
// dropped, `%74` decoded to `t`), so our server passes the raw target on in x-internal-raw-target, which no client can set.
const certificate = newOrganizationCertificate({ organizationName: 'Raw Target TPP AS', roles: ['PSP_AI'] });

afterAll(async () => {
  await db.$disconnect();
});

function signedGet(target: string, signedTarget = target, extraHeaders: Record<string, string> = {}) {
  const headers = signExactTarget({ method: 'GET', target: signedTarget, certificate });
  return { headers, answer: sendRaw({ method: 'GET', target, headers: { ...headers, ...extraHeaders } }) };
}

describe('(request-target) from the request line', () => {
  it.each(['/v1/sandbox/customers?', '/v1/sandbox/customers?withAccounts=%74rue'])(
    'accepts GET %s signed over the target as sent',
    async (target) => {
      const { headers, answer } = signedGet(target);
      const response = await answer;
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ customers: [] });
      const row = await waitFor(() => db.requestLog.findFirst({ where: { xRequestId: headers['X-Request-ID'] } }));
      expect(row).toMatchObject({ path: target, operation: 'listSandboxCustomers', status: 200 });
    },
  );

  it('refuses a signature over the re-encoded target when another was sent', async () => {
    const response = await signedGet(
      '/v1/sandbox/customers?withAccounts=%74rue',
      '/v1/sandbox/customers?withAccounts=true',
    ).answer;
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      tppMessages: [{ category: 'ERROR', code: 'SIGNATURE_INVALID', path: 'Signature' }],
    });
  });

  it('cannot be forged with a client-sent x-internal-raw-target, which is never echoed', async () => {
    const forged = { 'X-Internal-Raw-Target': '/v1/forged', 'x-internal-client-address': '203.0.113.66' };
    const overForged = await signedGet('/v1/sandbox/customers', '/v1/forged', forged).answer;
    expect(overForged.status).toBe(400);
    expect(overForged.body).toMatchObject({ tppMessages: [{ code: 'SIGNATURE_INVALID' }] });
    const overSent = await signedGet('/v1/sandbox/customers', '/v1/sandbox/customers', forged).answer;
    expect(overSent.status).toBe(200);
    for (const answer of [overForged, overSent])
      expect([...answer.headers.keys()].filter((name) => name.startsWith('x-internal'))).toEqual([]);
  });
});
