import { env, isSandbox } from '@/lib/env';
import type { TppRole } from '@/lib/generated/prisma/enums';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import { checkProductionTrust } from '@/lib/tpp/trust/check-production-trust';

export type TppCertificateCheck =
  | { ok: true; organizationIdentifier: string; usableRoles: readonly TppRole[] }
  | {
      ok: false;
      reason: 'identifier' | 'trust';
      code: 'CERTIFICATE_INVALID' | 'CERTIFICATE_REVOKED' | 'CERTIFICATE_BLOCKED' | 'ROLE_INVALID';
      text: string;
    };

/**
 * D3: what makes a valid, strong signing certificate a TPP's, for the API and the portal: an organizationIdentifier and
 * a PSD2 QCStatement, and in production the trust chain, revocation and the TPP register, whose roles limit its own.
 */
export function checkTppCertificate(certificate: ParsedCertificate): TppCertificateCheck {
  const organizationIdentifier = certificate.organizationIdentifier;
  if (!organizationIdentifier) {
    return {
      ok: false,
      reason: 'identifier',
      code: 'CERTIFICATE_INVALID',
      text: 'The certificate has no organizationIdentifier (OID 2.5.4.97) in its subject, so the TPP cannot be identified (D3).',
    };
  }
  if (certificate.ncaId === null && certificate.roles.length === 0) {
    return {
      ok: false,
      reason: 'identifier',
      code: 'CERTIFICATE_INVALID',
      text: 'The certificate has no PSD2 QCStatement (ETSI TS 119 495): it is not a PSD2 eIDAS certificate.',
    };
  }
  if (isSandbox) return { ok: true, organizationIdentifier, usableRoles: certificate.roles };
  const trust = checkProductionTrust(certificate, {
    trustAnchorsDir: env.XS2A_TRUST_ANCHORS_DIR,
    crlFile: env.XS2A_CRL_FILE,
    registerFile: env.XS2A_TPP_REGISTER_FILE,
  });
  if (!trust.ok) return { ok: false, reason: 'trust', code: trust.code, text: trust.text };
  // D3: a role counts when the certificate has it and the TPP register authorises it too.
  const authorised = trust.registerEntry.authorisedRoles as readonly string[];
  return {
    ok: true,
    organizationIdentifier,
    usableRoles: certificate.roles.filter((role) => authorised.includes(role)),
  };
}
