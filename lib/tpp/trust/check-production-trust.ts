import type { ParsedCertificate } from '@/lib/signing/certificate';
import { loadRevocationList, type RevocationStatus } from './revocation-list';
import { heldRegisterCopy } from '@/lib/tpp/eba-register/held-register-copy';
import { findRegisteredTpp, loadTppRegister, type TppRegisterEntry } from './tpp-register';
import { loadTrustAnchors } from './trust-anchors';
import { verifyChain } from './verify-chain';

// D4: the production trust decision for a TPP certificate, in order: chain to a trust anchor, revocation, presence
// and status in the TPP register, and the register's roles. Expiry and the certificate's own roles are checked by
// the caller. Anything that cannot be checked (a setting or file missing, unreadable or badly signed) fails closed.

export type ProductionTrustConfig = { trustAnchorsDir?: string; crlFile?: string; registerFile?: string };

/** D3: the role a service needs (account information, payment initiation, funds confirmation). */
export type NeededRole = 'PSP_AI' | 'PSP_PI' | 'PSP_IC';

export type ProductionTrustFailure = {
  ok: false;
  /**
   * CERTIFICATE_INVALID: untrusted or uncheckable; CERTIFICATE_REVOKED: on a revocation list; CERTIFICATE_BLOCKED: the
   * register lists the TPP as withdrawn or suspended (D35); ROLE_INVALID: not in the register, or not for the role.
   */
  code: 'CERTIFICATE_INVALID' | 'CERTIFICATE_REVOKED' | 'CERTIFICATE_BLOCKED' | 'ROLE_INVALID';
  /** D2: plain English for the TPP, at most 500 characters; never a file path. */
  text: string;
  /** For the operator's log only: which file failed and why. */
  detail?: string;
};

export type ProductionTrustResult = { ok: true; registerEntry: TppRegisterEntry } | ProductionTrustFailure;

const roleNames: Record<NeededRole, string> = {
  PSP_AI: 'account information',
  PSP_PI: 'payment initiation',
  PSP_IC: 'funds confirmation',
};

const uncheckable = 'The bank cannot check certificates at the moment';

export function checkProductionTrust(
  certificate: ParsedCertificate,
  config: ProductionTrustConfig,
  neededRole?: NeededRole,
): ProductionTrustResult {
  const { trustAnchorsDir, crlFile, registerFile } = config;
  if (!trustAnchorsDir || !crlFile || !registerFile) return missingSettings(config);

  const anchors = loadTrustAnchors(trustAnchorsDir);
  if (!anchors.ok)
    return fail('CERTIFICATE_INVALID', `${uncheckable}: its trust anchors cannot be read`, anchors.reason);
  const chain = verifyChain(certificate, anchors.trustAnchors);
  if (!chain.trusted) return fail('CERTIFICATE_INVALID', chain.reason);

  const revocation = loadRevocationList(crlFile, anchors.trustAnchors);
  if (!revocation.ok)
    return fail('CERTIFICATE_INVALID', `${uncheckable}: its revocation list cannot be used`, revocation.reason);
  const leafStatus = revocation.revocationList.checkRevocation(certificate);
  if (leafStatus.status === 'unknown') {
    return fail(
      'CERTIFICATE_INVALID',
      `The revocation status of the certificate cannot be checked: ${leafStatus.reason}`,
    );
  }
  if (leafStatus.status === 'revoked')
    return revoked(`The certificate (serial ${certificate.serialNumber})`, leafStatus);
  // D4: a revoked intermediate revokes everything below it; a list for it is used when present, not required.
  for (const authority of chain.authorities.filter((item) => !item.isSelfSigned)) {
    const status = revocation.revocationList.checkRevocation(authority.certificate);
    if (status.status === 'revoked') return revoked(`The issuing CA ${authority.certificate.subjectDn}`, status);
  }

  const register = loadTppRegister(registerFile);
  if (!register.ok)
    return fail('CERTIFICATE_INVALID', `${uncheckable}: the TPP register cannot be read`, register.reason);
  const { organizationIdentifier } = certificate;
  if (!organizationIdentifier)
    return fail('CERTIFICATE_INVALID', 'The certificate has no organizationIdentifier (2.5.4.97)');
  // D35: the EBA register's copy first; the file for those it does not list (credit institutions, for one).
  const entry =
    heldRegisterCopy()?.entries.get(organizationIdentifier) ??
    findRegisteredTpp(register.register, organizationIdentifier);
  if (!entry) return fail('ROLE_INVALID', `The TPP ${organizationIdentifier} is not in the TPP register`);
  if (entry.status !== 'authorised') {
    return fail('CERTIFICATE_BLOCKED', registerBlockedText(organizationIdentifier, entry.status));
  }
  if (neededRole && !entry.authorisedRoles.includes(neededRole)) {
    const text = `The TPP register does not authorise ${organizationIdentifier} for ${roleNames[neededRole]} (${neededRole})`;
    return fail('ROLE_INVALID', text);
  }
  return { ok: true, registerEntry: entry };
}

/** D35: the refusal's text for a TPP the register lists as not authorised (quoted on /support). */
export function registerBlockedText(organizationIdentifier: string, status: string): string {
  return `The TPP register lists ${organizationIdentifier} as ${status}`;
}

function missingSettings(config: ProductionTrustConfig): ProductionTrustFailure {
  const missing = [
    config.trustAnchorsDir ? null : 'XS2A_TRUST_ANCHORS_DIR',
    config.crlFile ? null : 'XS2A_CRL_FILE',
    config.registerFile ? null : 'XS2A_TPP_REGISTER_FILE',
  ].filter((setting) => setting !== null);
  const settings = missing.length === 1 ? `the setting ${missing[0]} is` : `the settings ${missing.join(', ')} are`;
  return fail('CERTIFICATE_INVALID', `${uncheckable}: ${settings} missing`);
}

function revoked(subject: string, status: Extract<RevocationStatus, { status: 'revoked' }>): ProductionTrustFailure {
  return fail(
    'CERTIFICATE_REVOKED',
    `${subject} is revoked by ${status.crlIssuerDn} since ${status.revokedAt.toISOString()}`,
  );
}

function fail(code: ProductionTrustFailure['code'], text: string, detail?: string): ProductionTrustFailure {
  const clipped = text.length > 500 ? `${text.slice(0, 499)}…` : text;
  return detail === undefined ? { ok: false, code, text: clipped } : { ok: false, code, text: clipped, detail };
}
