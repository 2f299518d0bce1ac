import { issueTestCertificate } from '@/lib/certificate-issuer/issue-certificate';
import { proveChallenge } from '@/tools/tpp-kit/prove-challenge';
import type { BrowserAtAddress } from '@/tests/integration/support/browser-at-address';

export type LinkCertificateFields = { challenge: string; certificatePem: string; signature: string };

/** The fields of "Link certificate" for a new certificate of the organisation, signing the page's challenge. */
export async function linkCertificateFields(
  browser: BrowserAtAddress,
  organizationIdentifier: string,
): Promise<LinkCertificateFields> {
  const certificate = issueTestCertificate({
    organizationIdentifier,
    organizationName: `Org ${organizationIdentifier.slice(-6)} AS`,
    roles: ['PSP_AI'],
  });
  const page = await browser.get('/portal/certificates');
  const challenge =
    /name="challenge"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="challenge"/
      .exec(page.html)
      ?.slice(1)
      .find(Boolean) ?? '';
  return {
    challenge,
    certificatePem: certificate.certificatePem,
    signature: proveChallenge(challenge, certificate.privateKeyPem),
  };
}
