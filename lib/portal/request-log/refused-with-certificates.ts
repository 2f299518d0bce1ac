import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D28: the refused log rows (no tppId) that came with one of the TPP's certificates, whoever sent them; they are shown
 * marked as not authenticated. Null when the TPP has no certificate on record.
 */
export function refusedWithCertificates(fingerprints: string[]): Prisma.RequestLogWhereInput | null {
  if (fingerprints.length === 0) return null;
  return { tppId: null, certificateFingerprint: { in: fingerprints }, isAuthenticated: false };
}
