import { env, isSandbox } from '@/lib/env';
import type { TppRole } from '@/lib/generated/prisma/enums';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import { checkProductionTrust } from '@/lib/tpp/trust/check-production-trust';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

export type SigningCertificateCheck =
  | { ok: true; organizationIdentifier: string; usableRoles: readonly TppRole[] }
  | { ok: false; error: Xs2aError };

/**
 * What a certificate whose signature verified must still be before it names a TPP: an organizationIdentifier (D3), a
 * PSD2 QCStatement, and in production trust and the register's roles (D4, D19). The API and the portal's signature
 * debugger both run this, so they cannot disagree (D28).
 */
export function checkSigningCertificate(certificate: ParsedCertificate): SigningCertificateCheck {
  const organizationIdentifier = certificate.organizationIdentifier;
  if (!organizationIdentifier) {
    const text = 'The certificate has no organizationIdentifier (OID 2.5.4.97) in its subject, so the TPP cannot be identified (D3).';
    return { ok: false, error: new Xs2aError('CERTIFICATE_INVALID', { path: 'TPP-Signature-Certificate', text }) };
  }
  if (certificate.ncaId === null && certificate.roles.length === 0) {
    const text = 'The certificate has no PSD2 QCStatement (ETSI TS 119 495): it is not a PSD2 eIDAS certificate.';
    return { ok: false, error: new Xs2aError('CERTIFICATE_INVALID', { path: 'TPP-Signature-Certificate', text }) };
  }
  // D3: a role counts when the certificate has it and, in production, the TPP register authorises it too (D4).
  if (isSandbox) return { ok: true, organizationIdentifier, usableRoles: certificate.roles };
  const trust = checkProductionTrust(certificate, { trustAnchorsDir: env.XS2A_TRUST_ANCHORS_DIR, crlFile: env.XS2A_CRL_FILE, registerFile: env.XS2A_TPP_REGISTER_FILE });
  if (!trust.ok) return { ok: false, error: new Xs2aError(trust.code, { path: 'TPP-Signature-Certificate', text: trust.text }) };
  const authorised = trust.registerEntry.authorisedRoles as readonly string[];
  return { ok: true, organizationIdentifier, usableRoles: certificate.roles.filter((role) => authorised.includes(role)) };
}
