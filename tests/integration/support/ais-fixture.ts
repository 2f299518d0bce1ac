import { inject } from 'vitest';
import { createSandboxTpp } from '@/tools/tpp-kit/create-sandbox-tpp';
import type { TppClientConfig, TppResponse } from '@/tools/tpp-kit/tpp-client';
import { grantTestConsent, type TestConsent } from './grant-test-consent';

export const redirectUri = 'https://tpp.example/callback?state=ais';

/** A TPP with its sandbox initialised (D10) and a helper to read as a PSU; `onSigned` sees each request as sent. */
export async function createAisTpp(
  roles: ('PSP_AI' | 'PSP_PI' | 'PSP_IC')[] = ['PSP_AI', 'PSP_PI'],
  onSigned?: TppClientConfig['onSigned'],
) {
  const tpp = createSandboxTpp({
    baseUrl: inject('baseUrl'),
    roles,
    client: { defaultHeaders: { 'TPP-Redirect-URI': redirectUri }, onSigned },
  });
  const initialized = await tpp.client.request('POST', '/v1/sandbox/initialize');
  if (initialized.status !== 200 && initialized.status !== 201)
    throw new Error(`initialize answered ${initialized.status}: ${initialized.text}`);
  const grant = (customerNumber: string, context: 'PRIVATE' | 'CORPORATE' = 'PRIVATE', lastScaAt?: Date) =>
    grantTestConsent({ organizationIdentifier: tpp.organizationIdentifier, customerNumber, context, lastScaAt });
  const read = (path: string, consent: TestConsent, headers: Record<string, string> = {}): Promise<TppResponse> =>
    tpp.client.request('GET', path, {
      headers: {
        'PSU-ID': consent.psuId,
        ...(consent.psuCorporateId ? { 'PSU-Corporate-ID': consent.psuCorporateId } : {}),
        ...headers,
      },
    });
  return { ...tpp, grant, read };
}

/** The PSU is present: PSU-IP-Address set (spec "SCA redirect flow" 9). */
export const psuPresent = { 'PSU-IP-Address': '192.0.2.44' };

export function firstMessage(response: TppResponse): { code: string; path?: string; text?: string } {
  return (
    (response.body as { tppMessages: { code: string; path?: string; text?: string }[] }).tppMessages[0] ?? {
      code: 'none',
    }
  );
}
