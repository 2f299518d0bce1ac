import { scaRedirectOf, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { bankDate } from '@/lib/berlin-group/bank-date';

/** What a 201 that starts an SCA gives the TPP: the link, the authorisation's id (from its scaStatus link) and the resource's id. */
export type StartedSca = { scaRedirect: string; authorisationId: string; id: string };

export function startedScaOf(
  response: { status: number; text: string; body: unknown },
  idName: 'consentId' | 'paymentId' | 'basketId',
): StartedSca {
  if (response.status !== 201) throw new Error(`answered ${response.status}: ${response.text}`);
  const body = response.body as Record<string, string> & {
    _links: { scaRedirect: { href: string }; scaStatus?: { href: string } };
  };
  return {
    scaRedirect: body._links.scaRedirect.href,
    authorisationId: body._links.scaStatus?.href.split('/').at(-1) ?? '',
    id: body[idName] ?? '',
  };
}

/** A Norwegian domestic payment for tomorrow that any sandbox PSU can approve. */
export const domesticPaymentPath = '/v1/payments/norwegian-domestic-credit-transfers';
export const domesticPaymentBody = {
  creditorName: 'Fjordkraft AS',
  creditorAccount: { bban: '15032080119' },
  instructedAmount: { currency: 'NOK', amount: '100.00' },
  requestedExecutionDate: bankDate(new Date(Date.now() + 86_400_000)),
};

/** The single-use token at the end of an scaRedirect link. */
export const tokenOf = (scaRedirect: string): string => new URL(scaRedirect).pathname.split('/').pop() ?? '';

/** A bank-offered consent the TPP started with these headers: its link, the consent's id and the link's token. */
export async function startBankOfferedConsent(
  tpp: NamedTpp,
  headers: Record<string, string>,
): Promise<{ scaRedirect: string; consentId: string; token: string }> {
  const created = await tpp.client.request('POST', '/v1/bank-offered-consents', { headers });
  const scaRedirect = scaRedirectOf(created);
  return { scaRedirect, consentId: (created.body as { consentId: string }).consentId, token: tokenOf(scaRedirect) };
}
