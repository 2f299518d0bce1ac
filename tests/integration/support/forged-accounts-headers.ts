import { signRequest, type SigningCertificate } from '@/tools/tpp-kit/sign-request';

/** Headers of GET /v1/accounts signed with the certificate, then with the signature's start made up: refused (400). */
export function forgedAccountsHeaders(certificate: SigningCertificate, requestId: string): Record<string, string> {
  const signed = signRequest({
    method: 'GET',
    url: '/v1/accounts',
    certificate,
    headers: { 'X-Request-ID': requestId, 'Consent-ID': 'none' },
  });
  return {
    ...signed.headers,
    Signature: signed.headers.Signature!.replace(/signature="[A-Za-z0-9+/]{8}/, 'signature="AAAAAAAA'),
  };
}
