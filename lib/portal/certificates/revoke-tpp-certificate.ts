import { db } from '@/lib/db';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';
import { forgetTppCertificate } from '@/lib/tpp/resolve-tpp';

export type RevokeOutcome = { kind: 'revoked' } | { kind: 'unknown' };

export type RevokeTppCertificateInput = {
  developer: { id: string; email: string; tppId: string };
  certificateId: string;
  now: Date;
};

/**
 * D27: "Revoke": the developer's TPP's certificate is refused by the API from now on (CERTIFICATE_REVOKED), audited and
 * mailed; another TPP's, an unknown or an already revoked one is `unknown` and nothing changes. A revocation is final.
 */
export async function revokeTppCertificate(input: RevokeTppCertificateInput): Promise<RevokeOutcome> {
  const tppId = input.developer.tppId;
  const certificate = await db.tppCertificate.findFirst({
    where: { id: input.certificateId, tppId, revokedAt: null },
    select: { id: true, fingerprint: true },
  });
  if (!certificate) return { kind: 'unknown' };
  const { count } = await db.tppCertificate.updateMany({
    where: { id: certificate.id, tppId, revokedAt: null },
    data: { revokedAt: input.now },
  });
  forgetTppCertificate(certificate.fingerprint);
  if (count !== 1) return { kind: 'unknown' };
  await recordPortalChange({
    tppId,
    developer: input.developer,
    kind: 'CERTIFICATE_REVOKED',
    detail: certificate.fingerprint,
    now: input.now,
  });
  return { kind: 'revoked' };
}
