import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';

/**
 * A new sandbox TPP with role PSP_AI, its sandbox initialised, and a consent to Kari Nordmann's private accounts
 * granted directly in the database (DATABASE_URL must name the app's database).
 */
export async function grantBenchConsent(baseUrl: string) {
  const { grantTestConsent } = await import('../../tests/integration/support/grant-test-consent');
  const tpp = createSandboxTpp({ baseUrl, roles: ['PSP_AI'] });
  const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200) throw new Error(`initialize answered ${initialized.status}`);
  const consent = await grantTestConsent({
    organizationIdentifier: tpp.organizationIdentifier,
    customerNumber: '13039319955',
    context: 'PRIVATE',
  });
  return { tpp, consent };
}
