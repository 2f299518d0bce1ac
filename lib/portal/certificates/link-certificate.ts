import { verify } from 'node:crypto';
import { db } from '@/lib/db';
import { decodeBase64 } from '@/lib/signing/base64';
import { checkLinkCertificate } from '@/lib/portal/certificates/check-link-certificate';
import { consumeCertificateChallenge } from '@/lib/portal/certificates/certificate-challenge';
import { linkDeveloperToTpp } from '@/lib/portal/certificates/link-developer-to-tpp';
import type { LinkOutcome } from '@/lib/portal/certificates/link-refusal';

export type LinkCertificateInput = {
  developerId: string;
  challenge: string;
  certificatePem: string;
  signature: string;
  now: Date;
};

/**
 * D27: "Link certificate": the developer proves they hold the key of a TPP certificate by signing the challenge the
 * page gave them (RSA-SHA256 over the challenge text, base64). The challenge is used up first, so a failed attempt
 * cannot be retried against it; then the certificate passes the API's checks and the signature verifies with its key.
 */
export async function linkCertificate(input: LinkCertificateInput): Promise<LinkOutcome> {
  const developer = await db.developer.findUnique({
    where: { id: input.developerId },
    select: { emailVerifiedAt: true, tppId: true },
  });
  if (!developer?.emailVerifiedAt) return { kind: 'refused', reason: 'unverified' };
  if (
    !(await consumeCertificateChallenge({ developerId: input.developerId, challenge: input.challenge, now: input.now }))
  )
    return { kind: 'refused', reason: 'challenge' };
  const checked = checkLinkCertificate(input.certificatePem, input.now);
  if (!checked.ok) return { kind: 'refused', reason: checked.reason };
  // An RSA signature of an 8192-bit key is 1366 base64 characters; anything far longer is not one.
  const signature = input.signature.length > 4096 ? null : decodeBase64(input.signature.replace(/\s+/g, ''));
  const isSigned =
    signature !== null &&
    signature.length > 0 &&
    verify('sha256', Buffer.from(input.challenge, 'utf8'), checked.certificate.publicKey, signature);
  if (!isSigned) return { kind: 'refused', reason: 'signature' };
  return linkDeveloperToTpp({
    developerId: input.developerId,
    certificate: checked.certificate,
    isPortalIssued: false,
    memberOfTppId: developer.tppId,
  });
}
