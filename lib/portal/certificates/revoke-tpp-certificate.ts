import { db } from '@/lib/db';
import { forgetTppCertificate } from '@/lib/tpp/resolve-tpp';

export type RevokeOutcome = { kind: 'revoked' } | { kind: 'unknown' };

export type RevokeTppCertificateInput = { tppId: string; certificateId: string; now: Date };

/**
 * D27: "Revoke": the TPP's own certificate is refused by the API from now on (CERTIFICATE_REVOKED); another TPP's, an
 * unknown or an already revoked one is `unknown` and nothing changes. A revocation is final.
 */
export async function revokeTppCertificate(input: RevokeTppCertificateInput): Promise<RevokeOutcome> {
  const certificate = await db.tppCertificate.findFirst({
    where: { id: input.certificateId, tppId: input.tppId, revokedAt: null },
    select: { id: true, fingerprint: true },
  });
  if (!certificate) return { kind: 'unknown' };
  const { count } = await db.tppCertificate.updateMany({
    where: { id: certificate.id, tppId: input.tppId, revokedAt: null },
    data: { revokedAt: input.now },
  });
  forgetTppCertificate(certificate.fingerprint);
  return count === 1 ? { kind: 'revoked' } : { kind: 'unknown' };
}
