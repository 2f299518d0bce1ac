import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Log rows whose signature was refused carry no tppId: withXs2a knows the TPP only once the signature holds. Such a
 * row still names the certificate it came with: the first step of its stored diagnosis ends with the certificate's
 * SHA-256 fingerprint (checkCertificateHeader's wording, pinned by this folder's unit test). These are the refused rows
 * that came with one of the TPP's own certificates; certificates are public, so they may also be a stranger's
 * attempts with them, which the TPP should see too (D28).
 */
export function refusedWithCertificates(fingerprints: string[]): Prisma.RequestLogWhereInput | null {
  if (fingerprints.length === 0) return null;
  return {
    tppId: null,
    OR: fingerprints.map((fingerprint) => ({ signatureDiagnosis: { path: ['steps', '0', 'detail'], string_ends_with: `SHA-256 fingerprint ${fingerprint}.` } })),
  };
}
