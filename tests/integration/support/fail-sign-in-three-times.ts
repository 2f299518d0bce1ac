import { browserAt } from '@/tests/integration/support/browser-at-address';

/** Opens the SCA link in a browser at an address of its own (D19 counts per address) and fails its sign-in three
 * times, which fails the SCA (D17). */
export async function failSignInThreeTimes(scaRedirect: string): Promise<void> {
  const browser = browserAt();
  // D17: the link leads to the sign-in page of its own SCA (`?sca=`).
  await browser.get((await browser.get(new URL(scaRedirect).pathname)).headers.location ?? '');
  for (const number of ['99999999999', '99999999998', '99999999997'])
    await browser.post('/sca/actions/sign-in', { nationalIdentityNumber: number });
}
