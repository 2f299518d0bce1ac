import forge from 'node-forge';
import { z } from 'zod';
import { db } from '@/lib/db';
import { issueCertificateForKey } from '@/lib/tpp-kit/issue-certificate';
import { psd2Roles } from '@/lib/tpp-kit/psd2-roles';
import { checkLinkCertificate } from '@/lib/portal/certificates/check-link-certificate';
import { linkDeveloperToTpp } from '@/lib/portal/certificates/link-developer-to-tpp';
import type { LinkOutcome } from '@/lib/portal/certificates/link-refusal';

/** D27: "Generate certificate": what the browser sends: its CSR (its own key, signed by it) and the TPP's details. */
export const issueCertificateRequestSchema = z.object({
  csr: z.string().min(100).max(16_000),
  // ETSI TS 119 495 5.2.1: PSD, the NCA's country and id, the authorisation number.
  organisationIdentifier: z.string().regex(/^PSD[A-Z]{2}-[A-Z]{2,8}-[A-Z0-9-]{1,35}$/),
  organisationName: z.string().trim().min(2).max(64).regex(/^[\p{L}\p{N} .,&'()-]+$/u),
  roles: z.array(z.enum(psd2Roles)).min(1).max(4).transform((roles) => [...new Set(roles)]),
});

export type IssueCertificateRequest = z.infer<typeof issueCertificateRequestSchema>;

export type IssueOutcome = (LinkOutcome & { kind: 'refused' }) | { kind: 'issued'; certificatePem: string; tppName: string };

/** The CSR's RSA public key when the CSR is well formed and signed by that key; null otherwise. */
function csrPublicKey(csrPem: string): forge.pki.rsa.PublicKey | null {
  try {
    const csr = forge.pki.certificationRequestFromPem(csrPem);
    if (!csr.verify()) return null;
    const publicKey = csr.publicKey as forge.pki.rsa.PublicKey | null;
    return publicKey && typeof publicKey.n?.bitLength === 'function' ? publicKey : null;
  } catch {
    return null;
  }
}

/**
 * D27 (sandbox only): the sandbox CA issues a QSealC for the browser's key, proven by the CSR's signature, and the
 * developer is linked to the TPP. The certificate passes the same checks as a pasted one and the TPP's key pinning
 * (D4): an organisationIdentifier already registered with another key is refused, and nothing is recorded.
 */
export async function issuePortalCertificate(input: { developerId: string; request: IssueCertificateRequest; now: Date }): Promise<IssueOutcome> {
  const developer = await db.developer.findUnique({ where: { id: input.developerId }, select: { emailVerifiedAt: true } });
  if (!developer?.emailVerifiedAt) return { kind: 'refused', reason: 'unverified' };
  const publicKey = csrPublicKey(input.request.csr);
  if (!publicKey) return { kind: 'refused', reason: 'request' };
  const bits = publicKey.n.bitLength();
  if (bits < 2048 || bits > 8192) return { kind: 'refused', reason: 'validity' };
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
  const linked = await linkDeveloperToTpp({ developerId: input.developerId, certificate: checked.certificate, isPortalIssued: true });
  if (linked.kind === 'refused') return linked;
  return { kind: 'issued', certificatePem: issued.certificatePem, tppName: linked.name };
}
