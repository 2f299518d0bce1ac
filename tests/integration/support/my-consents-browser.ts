import { inject } from 'vitest';
import { headlessPsu, type HeadlessPsu, type PsuPage } from '@/e2e/fixtures/headless-psu';
import { signedInDeveloper } from '@/tests/integration/support/portal-developer';

/**
 * D17, D30: a browser signed in to "My consents" as the customer `nationalIdentityNumber` of the TPP `linkedTo`'s
 * sandbox world, through a portal session of a developer of that TPP; `list` is the page the sign-in lands on.
 */
export async function myConsentsBrowser(input: {
  linkedTo: string;
  nationalIdentityNumber: string;
}): Promise<{ psu: HeadlessPsu; list: PsuPage }> {
  const psu = headlessPsu(inject('baseUrl'));
  const [name = '', token = ''] = (await signedInDeveloper({ linkedTo: input.linkedTo })).cookie.split('=');
  psu.cookies.set(name, token);
  await psu.get('/my-consents');
  const list = await psu.submit('/my-consents/actions/sign-in', {
    nationalIdentityNumber: input.nationalIdentityNumber,
  });
  return { psu, list };
}
