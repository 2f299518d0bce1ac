import { inject } from 'vitest';
import { db } from '@/lib/db';
import { paymentTppOfFile, type PaymentTpp } from '@/tests/integration/support/payment-fixture-api';
import {
  domesticPaymentBody,
  domesticPaymentPath,
  startedScaOf,
  tokenOf,
  type StartedSca,
} from '@/tests/integration/support/started-sca';

// What the tests of SCAs left unfinished share (D17, D22, D29): the requests they start in the private context, the TPP
// reads that must answer 200, and the link opened later in a browser that holds no session.

const privately = { 'PSU-Context': 'PRIVATE' };

/** A bank-offered consent in the private context, with the id of the authorisation its link belongs to. */
async function startPrivateConsent(tpp: PaymentTpp): Promise<StartedSca> {
  const consent = startedScaOf(
    await tpp.client.request('POST', '/v1/bank-offered-consents', {
      headers: { 'TPP-Redirect-URI': 'https://tpp.example/cb', ...privately },
    }),
    'consentId',
  );
  const { id: authorisationId } = await db.authorisation.findFirstOrThrow({ where: { consentId: consent.id } });
  return { ...consent, authorisationId };
}

/** A domestic payment in the private context, its SCA started. */
async function startPrivatePayment(tpp: PaymentTpp): Promise<StartedSca> {
  return startedScaOf(await tpp.post(domesticPaymentPath, domesticPaymentBody, privately), 'paymentId');
}

/** The TPP's GET of a path, which must answer 200: its body. */
async function readOk(tpp: PaymentTpp, path: string): Promise<Record<string, unknown>> {
  const response = await tpp.client.request('GET', path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${response.text}`);
  return response.body as Record<string, unknown>;
}

/** The file's TPP (AIS and PIS), with its starts in the private context and its reads that must answer 200. */
export function unfinishedScaTppOfFile() {
  const tpp = paymentTppOfFile(['PSP_AI', 'PSP_PI']);
  return {
    tpp,
    startConsent: () => startPrivateConsent(tpp),
    startPayment: () => startPrivatePayment(tpp),
    startPaymentAuthorisation: async (paymentId: string) =>
      startedScaOf(await tpp.post(`${domesticPaymentPath}/${paymentId}/authorisations`, {}, privately), 'paymentId'),
    startBasket: async (paymentIds: string[]) =>
      startedScaOf(await tpp.post('/v1/signing-baskets', { paymentIds }, privately), 'basketId'),
    get: (path: string) => readOk(tpp, path),
  };
}

/** Opens the link in a browser with no session cookie and follows it to the page it leads to. */
export async function openLinkAfresh(scaRedirect: string): Promise<{ location: string | null; html: string }> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/sca/${tokenOf(scaRedirect)}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  const page = await fetch(new URL(location ?? '/', baseUrl));
  return { location, html: await page.text() };
}

/** The query of the page's way back to the TPP (https://tpp.example), or null where the page offers none. */
export function backToTpp(html: string): Record<string, string> | null {
  const href = /<a href="(https:\/\/tpp\.example[^"]+)"/.exec(html)?.[1];
  return href ? Object.fromEntries(new URL(href.replaceAll('&amp;', '&')).searchParams) : null;
}
