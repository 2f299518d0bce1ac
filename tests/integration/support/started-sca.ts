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
