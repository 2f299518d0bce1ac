import { createHash } from 'node:crypto';
import { db } from '@/lib/db';
import type { TppRole } from '@/lib/generated/prisma/enums';
import type { ParsedCertificate } from '@/lib/signing/certificate';

/** The TPP behind a request, as the handler receives it. */
export type TppIdentity = {
  id: string;
  organizationIdentifier: string;
  name: string;
  /** D3: the roles of the certificate that signed this request. */
  roles: TppRole[];
  certificateFingerprint: string;
};

// A short-lived per-instance cache: the TPP row rarely changes, and every signed request needs it. Nothing here is state
// another instance would need (D13).
const cacheMilliseconds = 30_000;
const cache = new Map<string, { identity: TppIdentity; expiresAt: number }>();

/** Opaque, URL-safe, stable id for a TPP derived from its organizationIdentifier (D1: reveals nothing sequential). */
function tppIdFor(organizationIdentifier: string): string {
  return createHash('sha256').update(`tpp:${organizationIdentifier}`).digest('base64url').slice(0, 22);
}

/**
 * D3/D4: finds the TPP by the organizationIdentifier of its certificate, registering it (and the certificate) on its
 * first valid call. The name comes from the certificate's organizationName (or commonName).
 */
export async function resolveTpp(certificate: ParsedCertificate & { organizationIdentifier: string }): Promise<TppIdentity> {
  const cached = cache.get(certificate.fingerprint);
  if (cached && cached.expiresAt > Date.now()) return cached.identity;

  const organizationIdentifier = certificate.organizationIdentifier;
  const roles = [...certificate.roles];
  const name = certificate.organizationName ?? certificate.commonName ?? organizationIdentifier;
  const tpp = await db.tpp.upsert({
    where: { organizationIdentifier },
    create: { id: tppIdFor(organizationIdentifier), organizationIdentifier, name, roles, ncaName: certificate.ncaName, ncaId: certificate.ncaId },
    update: { name, roles, ncaName: certificate.ncaName, ncaId: certificate.ncaId },
  });
  await db.tppCertificate.upsert({
    where: { fingerprint: certificate.fingerprint },
    create: {
      id: certificate.fingerprint.slice(0, 32).toLowerCase(),
      tppId: tpp.id,
      serialNumber: certificate.serialNumber,
      issuerDn: certificate.issuerDn,
      subjectDn: certificate.subjectDn,
      fingerprint: certificate.fingerprint,
      organizationIdentifier,
      roles,
      notBefore: certificate.notBefore,
      notAfter: certificate.notAfter,
      pem: certificate.pem,
    },
    update: { lastSeenAt: new Date() },
  });

  const identity: TppIdentity = { id: tpp.id, organizationIdentifier, name: tpp.name, roles, certificateFingerprint: certificate.fingerprint };
  cache.set(certificate.fingerprint, { identity, expiresAt: Date.now() + cacheMilliseconds });
  if (cache.size > 5_000) cache.delete(cache.keys().next().value as string);
  return identity;
}
