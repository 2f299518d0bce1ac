import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { checkCertificateUsage, checkCertificateValidity } from '@/lib/signing/certificate-checks';
import { checkTppCertificate } from '@/lib/tpp/check-tpp-certificate';
import type { LinkRefusal } from '@/lib/portal/certificates/link-refusal';

export type LinkCertificateCheck =
  | { ok: true; certificate: ParsedCertificate & { organizationIdentifier: string } }
  | { ok: false; reason: LinkRefusal };

/**
 * D27: a certificate may link an account only if the API would accept it for signing: it parses, is valid now and
 * strong enough and made for signing, names a TPP with a PSD2 QCStatement and, in production, is trusted.
 */
export function checkLinkCertificate(pem: string, now: Date): LinkCertificateCheck {
  const parsed = parseCertificate(pem);
  if (!parsed.ok) return { ok: false, reason: 'certificate' };
  const { certificate } = parsed;
  if (!checkCertificateValidity(certificate, now).passed) return { ok: false, reason: 'validity' };
  if (!checkCertificateUsage(certificate).passed) return { ok: false, reason: 'usage' };
  const identity = checkTppCertificate(certificate);
  if (!identity.ok) return { ok: false, reason: identity.reason };
  return { ok: true, certificate: { ...certificate, organizationIdentifier: identity.organizationIdentifier } };
}
