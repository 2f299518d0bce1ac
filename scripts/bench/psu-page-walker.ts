import { completeSca } from '@/e2e/fixtures/complete-sca';
import { headlessPsu, type HeadlessPsu } from '@/e2e/fixtures/headless-psu';
import type { TppClient } from '@/tools/tpp-kit/tpp-client';
import { domesticPayment } from './payment-bench-client';

const kari = '13039319955';
const ola = '12085592767';

/** Where a walk sends its requests: the bank's PSU pages, a TPP of each role, and a portal session linked to the AIS TPP. */
export type PsuWalkWorld = {
  /** Where the PSU's browser reaches the PSU pages (the TPPs' clients carry the API's address). */
  baseUrl: string;
  aisTpp: TppClient;
  paymentTpp: TppClient;
  /** A new portal session's cookie (`name=value`), linked to the AIS TPP: "My consents" opens from one (D27). */
  portalCookie: () => Promise<string>;
};

/** Each request's time to first byte by page name (`GET /sca/sign-in`, `POST /sca/actions/consent`, …). */
export type PageTimes = Map<string, number[]>;

/** A request's page name: its method and path without the query, the scaRedirect link's token as `{link}`. */
export function pageName(method: string, path: string): string {
  const pathname = new URL(path, 'http://page.invalid').pathname;
  const isLink =
    /^\/sca\/[^/]+$/.test(pathname) &&
    !/^\/sca\/(sign-in|context|consent|payment|confirm|basket|return|cancel|ended)$/.test(pathname);
  return `${method} ${isLink ? '/sca/{link}' : pathname}`;
}

/** A headless browser that files each answer's time to first byte under its page name; answers of 5xx count as failures. */
function timedPsu(baseUrl: string, times: PageTimes, failures: string[]): HeadlessPsu {
  return headlessPsu(baseUrl, {
    onAnswer: (method, path, milliseconds, status) => {
      const name = pageName(method, path);
      times.set(name, [...(times.get(name) ?? []), milliseconds]);
      if (status >= 500) failures.push(`${name} answered ${status}`);
    },
  });
}

/**
 * One PSU's round as a browser walks it over HTTP: a bank-offered consent from the TPP's link (sign-in, the context
 * picker, consent approval, the return to the TPP), a payment (sign-in, approval, the return), then "My consents":
 * sign-in, the list, revoking the consent just given and the receipt.
 */
export async function walkPsuPages(world: PsuWalkWorld, times: PageTimes, failures: string[]): Promise<void> {
  const consent = await world.aisTpp.request('POST', '/v1/bank-offered-consents', {
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb' },
  });
  if (consent.status !== 201) throw new Error(`bank-offered consent answered ${consent.status}`);
  const consentBody = consent.body as { consentId: string; _links: { scaRedirect: { href: string } } };
  await completeSca({
    baseUrl: world.baseUrl,
    scaRedirect: consentBody._links.scaRedirect.href,
    customerNumber: kari,
    context: 'PRIVATE',
    psu: timedPsu(world.baseUrl, times, failures),
  });

  const payment = await world.paymentTpp.request('POST', '/v1/payments/norwegian-domestic-credit-transfers', {
    headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', 'PSU-Context': 'PRIVATE' },
    body: domesticPayment,
  });
  if (payment.status !== 201) throw new Error(`payment initiation answered ${payment.status}`);
  await completeSca({
    baseUrl: world.baseUrl,
    scaRedirect: (payment.body as { _links: { scaRedirect: { href: string } } })._links.scaRedirect.href,
    customerNumber: ola,
    psu: timedPsu(world.baseUrl, times, failures),
  });

  const psu = timedPsu(world.baseUrl, times, failures);
  const [name = '', token = ''] = (await world.portalCookie()).split('=');
  psu.cookies.set(name, token);
  await psu.get('/my-consents');
  const list = await psu.submit('/my-consents/actions/sign-in', { nationalIdentityNumber: kari });
  if (!list.html.includes(consentBody.consentId) && !list.html.includes('Signed in as'))
    failures.push('My consents: not signed in');
  await psu.get(`/my-consents/revoke?consent=${consentBody.consentId}`);
  const revoked = await psu.submit('/my-consents/actions/revoke', { consentId: consentBody.consentId });
  if (revoked.path !== `/my-consents/revoked?consent=${consentBody.consentId}`)
    failures.push(`My consents: revocation ended at ${revoked.path}`);
}
