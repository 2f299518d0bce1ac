import forge from 'node-forge';
import { z } from 'zod';
import { db } from '@/lib/db';
import { issueCertificateForKey } from '@/lib/certificate-issuer/issue-certificate';
import { psd2Roles } from '@/lib/certificate-issuer/psd2-roles';
import { minimumRsaBits } from '@/lib/signing/certificate-weakness';
import { checkLinkCertificate } from '@/lib/portal/certificates/check-link-certificate';
import { linkDeveloperToTpp } from '@/lib/portal/certificates/link-developer-to-tpp';
import type { LinkOutcome } from '@/lib/portal/certificates/link-refusal';
import { reserveCertificateIssue } from '@/lib/portal/certificates/reserve-certificate-issue';

/** D27: "Generate certificate": what the browser sends: its CSR (its own key, signed by it) and the TPP's details. */
export const issueCertificateRequestSchema = z.object({
  csr: z.string().min(100).max(16_000),
  // ETSI TS 119 495 5.2.1: PSD, the NCA's country and id, the authorisation number.
  organisationIdentifier: z.string().regex(/^PSD[A-Z]{2}-[A-Z]{2,8}-[A-Z0-9-]{1,35}$/),
  organisationName: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[\p{L}\p{N} .,&'()-]+$/u),
  roles: z
    .array(z.enum(psd2Roles))
    .min(1)
    .max(4)
    .transform((roles) => [...new Set(roles)]),
});

export type IssueCertificateRequest = z.infer<typeof issueCertificateRequestSchema>;

export type IssueOutcome =
  | (LinkOutcome & { kind: 'refused' })
  | { kind: 'throttled'; retryAt: Date }
  | { kind: 'issued'; certificatePem: string; tppName: string };

// D19's minimum up to a size whose signature check stays cheap, and the exponent every browser and toolkit uses.
const maximumCsrKeyBits = 8192;
const csrKeyExponent = 65537;

/**
 * Whether the CSR's key may be used at all: RSA of D19's minimum to 8192 bits with exponent 65537. Judged before the
 * CSR's signature is checked, because node-forge checks it in JavaScript on the event loop: a huge modulus and
 * exponent would hold every request of the server for minutes.
 */
function isAcceptableCsrKey(publicKey: forge.pki.PublicKey | null): publicKey is forge.pki.rsa.PublicKey {
  const key = publicKey as Partial<forge.pki.rsa.PublicKey> | null;
  if (typeof key?.n?.bitLength !== 'function' || typeof key.e?.intValue !== 'function') return false;
  const bits = key.n.bitLength();
  return (
    bits >= minimumRsaBits &&
    bits <= maximumCsrKeyBits &&
    key.e.bitLength() === 17 &&
    key.e.intValue() === csrKeyExponent
  );
}

/** The CSR's RSA public key when the CSR is well formed, its key acceptable and the CSR signed by that key. */
function csrPublicKey(
  csrPem: string,
): { kind: 'key'; publicKey: forge.pki.rsa.PublicKey } | { kind: 'refused'; reason: 'request' | 'key' } {
  try {
    const csr = forge.pki.certificationRequestFromPem(csrPem);
    if (!isAcceptableCsrKey(csr.publicKey)) return { kind: 'refused', reason: 'key' };
    return csr.verify() ? { kind: 'key', publicKey: csr.publicKey } : { kind: 'refused', reason: 'request' };
  } catch {
    return { kind: 'refused', reason: 'request' };
  }
}

export type IssuePortalCertificateInput = { developerId: string; request: IssueCertificateRequest; now: Date };

/**
 * D27 (sandbox only): the sandbox CA issues a QSealC for the key the CSR proves and links the developer to the TPP,
 * after the checks a pasted certificate passes and one of the hour's allowance (reserveCertificateIssue).
 */
export async function issuePortalCertificate(input: IssuePortalCertificateInput): Promise<IssueOutcome> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { emailVerifiedAt: true, tppId: true },
  });
  if (!developer?.emailVerifiedAt) return { kind: 'refused', reason: 'unverified' };
  const allowance = await reserveCertificateIssue({ developerId: input.developerId, now: input.now });
  if (allowance.kind === 'throttled') return allowance;
  const key = csrPublicKey(input.request.csr);
  if (key.kind === 'refused') return key;
  const { publicKey } = key;
  const validFrom = new Date(input.now.getTime() - 5 * 60 * 1000);
  const issued = issueCertificateForKey({
    keys: { publicKey },
    organizationIdentifier: input.request.organisationIdentifier,
    organizationName: input.request.organisationName,
    roles: input.request.roles,
    validFrom,
    validTo: new Date(validFrom.getTime() + 365 * 24 * 60 * 60 * 1000),
  });
  const checked = checkLinkCertificate(issued.certificatePem, input.now);
  if (!checked.ok) return { kind: 'refused', reason: checked.reason };
  const linked = await linkDeveloperToTpp({
    developerId: input.developerId,
    certificate: checked.certificate,
    isPortalIssued: true,
    memberOfTppId: developer.tppId,
  });
  if (linked.kind === 'refused') return linked;
  return { kind: 'issued', certificatePem: issued.certificatePem, tppName: linked.name };
}
