import {
  issueTestCertificate,
  type IssueCertificateOptions,
  type IssuedCertificate,
} from '@/lib/certificate-issuer/issue-certificate';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

/** A test certificate of an organisation no other test uses, so that its TPP row is this test's own. */
export function newOrganizationCertificate(
  options: Omit<IssueCertificateOptions, 'organizationIdentifier'>,
): IssuedCertificate {
  return issueTestCertificate({ ...options, organizationIdentifier: newOrganizationIdentifier() });
}
