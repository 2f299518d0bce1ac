import type { ParsedCertificate } from '@/lib/signing/certificate';

/** What the debugger shows of the TPP-Signature-Certificate: who it names (D3), its roles and when it is valid. */
export type CertificateSummary = {
  subject: string;
  issuer: string;
  serialNumber: string;
  organizationIdentifier: string | null;
  organizationName: string | null;
  roles: string[];
  ncaName: string | null;
  ncaId: string | null;
  notBefore: string;
  notAfter: string;
  fingerprint: string;
  keyBits: number | null;
};

export function summariseCertificate(certificate: ParsedCertificate): CertificateSummary {
  return {
    subject: certificate.subjectDn,
    issuer: certificate.issuerDn,
    serialNumber: certificate.serialNumber,
    organizationIdentifier: certificate.organizationIdentifier,
    organizationName: certificate.organizationName,
    roles: [...certificate.roles],
    ncaName: certificate.ncaName,
    ncaId: certificate.ncaId,
    notBefore: certificate.notBefore.toISOString(),
    notAfter: certificate.notAfter.toISOString(),
    fingerprint: certificate.fingerprint,
    keyBits: certificate.publicKey.asymmetricKeyDetails?.modulusLength ?? null,
  };
}
