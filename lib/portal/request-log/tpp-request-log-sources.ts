import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { refusedWithCertificates } from './refused-with-certificates';

/**
 * D28: the conditions that find a TPP's rows, one per index the inspector reads: its own authenticated calls, and the
 * refused calls of its certificates. Every read of the log for a TPP goes through these; none other finds a row.
 */
export async function tppRequestLogSources(
  tppId: string,
  authentication?: 'authenticated' | 'unauthenticated',
): Promise<Prisma.RequestLogWhereInput[]> {
  const sources: Prisma.RequestLogWhereInput[] = [];
  if (authentication !== 'unauthenticated') sources.push({ tppId, isAuthenticated: true });
  if (authentication !== 'authenticated') {
    const certificates = await db.tppCertificate.findMany({ where: { tppId }, select: { fingerprint: true } });
    const refused = refusedWithCertificates(certificates.map((certificate) => certificate.fingerprint));
    if (refused) sources.push(refused);
  }
  return sources;
}
