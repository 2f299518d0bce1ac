import { db } from '@/lib/db';

/** D27: a TPP's certificates, newest expiry first, and the developers linked to it, for /portal/certificates. */
export async function listTppCertificates(tppId: string) {
  const [tpp, certificates, developers] = await Promise.all([
    db.tpp.findUnique({ where: { id: tppId }, select: { name: true, organizationIdentifier: true } }),
    db.tppCertificate.findMany({
      where: { tppId },
      orderBy: { notAfter: 'desc' },
      take: 200,
      select: {
        id: true,
        subjectDn: true,
        serialNumber: true,
        notAfter: true,
        roles: true,
        isPortalIssued: true,
        revokedAt: true,
      },
    }),
    db.developer.findMany({
      where: { tppId },
      orderBy: { email: 'asc' },
      take: 200,
      select: { id: true, email: true },
    }),
  ]);
  return { tpp, certificates, developers };
}
