import { db } from '@/lib/db';
import type { ParsedCertificate } from '@/lib/signing/certificate';
import { resolveTpp } from '@/lib/tpp/resolve-tpp';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import type { LinkOutcome } from '@/lib/portal/certificates/link-refusal';
import { recordPortalChange } from '@/lib/portal/security/record-portal-change';

export type LinkDeveloperToTppInput = {
  developerId: string;
  certificate: ParsedCertificate & { organizationIdentifier: string };
  isPortalIssued: boolean;
  /** D27: the TPP the developer is linked to already; a new key of that same TPP is its rotation. */
  memberOfTppId?: string | null;
};

/**
 * D27: links the developer to the certificate's TPP, found or created exactly as the API does on a first signed call
 * (resolveTpp: the TPP and the certificate recorded). In the sandbox resolveTpp also holds the sandbox's key pinning, so a
 * developer cannot take over another TPP's sandbox with a certificate for its organizationIdentifier and another key.
 * The TPP's audit list and contact mailbox hear of the certificate, and of the developer when new to the TPP.
 */
export async function linkDeveloperToTpp(input: LinkDeveloperToTppInput): Promise<LinkOutcome> {
  let tpp;
  try {
    tpp = await resolveTpp(input.certificate, { memberOfTppId: input.memberOfTppId });
  } catch (error) {
    if (error instanceof Xs2aError)
      return { kind: 'refused', reason: error.code === 'CERTIFICATE_REVOKED' ? 'revoked' : 'other-key' };
    throw error;
  }
  const before = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { id: true, email: true, tppId: true },
  });
  await db.$transaction([
    db.developer.update({ where: { id: input.developerId }, data: { tppId: tpp.id } }),
    ...(input.isPortalIssued
      ? [
          db.tppCertificate.updateMany({
            where: { fingerprint: input.certificate.fingerprint },
            data: { isPortalIssued: true },
          }),
        ]
      : []),
  ]);
  if (before) {
    if (before.tppId !== tpp.id)
      await recordPortalChange({ tppId: tpp.id, developer: before, kind: 'MEMBER_JOINED', detail: before.email });
    await recordPortalChange({
      tppId: tpp.id,
      developer: before,
      kind: input.isPortalIssued ? 'CERTIFICATE_ISSUED' : 'CERTIFICATE_LINKED',
      detail: input.certificate.fingerprint,
    });
  }
  return { kind: 'linked', tppId: tpp.id, name: tpp.name };
}
