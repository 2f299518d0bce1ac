import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Log rows whose signature was refused carry no tppId: withXs2a knows the TPP only once the signature holds. Such a
 * row keeps the SHA-256 fingerprint of the certificate it came with. These are the refused rows that came with one of
 * the TPP's own certificates; certificates are public, so they may also be a stranger's attempts with them, which the
 * TPP should see too (D28), marked as not authenticated. Null when the TPP has no certificate on record.
 */
export function refusedWithCertificates(fingerprints: string[]): Prisma.RequestLogWhereInput | null {
  if (fingerprints.length === 0) return null;
  return { tppId: null, certificateFingerprint: { in: fingerprints }, isAuthenticated: false };
}
