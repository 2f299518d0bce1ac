import { createHash, X509Certificate, type KeyObject } from 'node:crypto';
import { db } from '@/lib/db';
import { processWide } from '@/lib/runtime/process-wide';
import { isSandbox } from '@/lib/env';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';
import { Prisma } from '@/lib/generated/prisma/client';
import type { TppRole } from '@/lib/generated/prisma/enums';
import type { ParsedCertificate } from '@/lib/signing/certificate';

/** The TPP behind a request, as the handler receives it. */
export type TppIdentity = {
  id: string;
  organizationIdentifier: string;
  name: string;
  /** D3: the roles of the certificate that signed this request; for an API request, those it may use (in production, also in the TPP register). */
  roles: TppRole[];
  certificateFingerprint: string;
};

// A short-lived per-instance cache: the TPP row rarely changes, and every signed request needs it. Nothing here is state
// another instance would need (D13). With it, the registrations in flight, which parallel calls share.
const cacheMilliseconds = 30_000;
const resolved = processWide('tpp.resolved', () => ({
  cache: new Map<string, { identity: TppIdentity; expiresAt: number }>(),
  registrations: new Map<string, Promise<TppIdentity>>(),
}));

/** Opaque, URL-safe, stable id for a TPP derived from its organizationIdentifier (D1: reveals nothing sequential). */
function tppIdFor(organizationIdentifier: string): string {
  return createHash('sha256').update(`tpp:${organizationIdentifier}`).digest('base64url').slice(0, 22);
}

/**
 * D3: finds the TPP by the organizationIdentifier of its certificate, registering it (and the certificate) on its
 * first valid call. The name comes from the certificate's organizationName (or commonName).
 */
export async function resolveTpp(
  certificate: RegistrableCertificate,
  rotation: KeyRotation = {},
): Promise<TppIdentity> {
  const { cache, registrations } = resolved();
  const cached = cache.get(certificate.fingerprint);
  if (cached && cached.expiresAt > Date.now()) return cached.identity;
  // The calls in flight when the entry expires (or a TPP's first parallel calls) share one registration.
  return registrations.get(certificate.fingerprint) ?? startRegistration(certificate, rotation);
}

/** D27: a signed-in developer of TPP `memberOfTppId` rotating to a new key: its own TPP's pin does not apply. */
export type KeyRotation = { memberOfTppId?: string | null };

type RegistrableCertificate = ParsedCertificate & { organizationIdentifier: string };

function startRegistration(certificate: RegistrableCertificate, rotation: KeyRotation): Promise<TppIdentity> {
  const { cache, registrations } = resolved();
  const pending = registerTpp(certificate, rotation)
    .then((identity) => {
      cache.set(certificate.fingerprint, { identity, expiresAt: Date.now() + cacheMilliseconds });
      if (cache.size > 5_000) cache.delete(cache.keys().next().value as string);
      return identity;
    })
    .finally(() => registrations.delete(certificate.fingerprint));
  registrations.set(certificate.fingerprint, pending);
  return pending;
}

/**
 * Registers the TPP and its certificate, or refreshes them. Two instances registering the same new TPP at once can
 * both pass the upsert's conflict check and clash on the other unique key (the TPP's id is derived from its
 * organizationIdentifier, the certificate's from its fingerprint): the one that loses finds the row on its second try.
 */
export async function registerTpp(
  certificate: RegistrableCertificate,
  rotation: KeyRotation = {},
): Promise<TppIdentity> {
  try {
    return await upsertTpp(certificate, rotation);
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
    return upsertTpp(certificate, rotation);
  }
}

/**
 * The registration's statements. In the sandbox they run in one transaction that first takes a lock per
 * organizationIdentifier, so that the key check and the certificate it admits are one step: two first calls with
 * different keys cannot both find no key pinned yet and both be registered (D4).
 */
function upsertTpp(certificate: RegistrableCertificate, rotation: KeyRotation): Promise<TppIdentity> {
  if (!isSandbox) return writeRegistration(certificate, db);
  return db.$transaction(async (client) => {
    await client.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`tpp-registration:${certificate.organizationIdentifier}`}, 0))`;
    const isOwnRotation = rotation.memberOfTppId === tppIdFor(certificate.organizationIdentifier);
    if (!isOwnRotation) await requirePinnedKey(certificate.organizationIdentifier, certificate, client);
    return writeRegistration(certificate, client);
  }, registrationTransaction);
}

// Parallel first calls of one TPP on many instances queue for the lock; each holds its connection while it waits.
const registrationTransaction = { maxWait: 10_000, timeout: 10_000 };

async function writeRegistration(
  certificate: RegistrableCertificate,
  client: Prisma.TransactionClient,
): Promise<TppIdentity> {
  const organizationIdentifier = certificate.organizationIdentifier;
  const roles = [...certificate.roles];
  const name = certificate.organizationName ?? certificate.commonName ?? organizationIdentifier;
  const tpp = await client.tpp.upsert({
    where: { organizationIdentifier },
    create: {
      id: tppIdFor(organizationIdentifier),
      organizationIdentifier,
      name,
      roles,
      ncaName: certificate.ncaName,
      ncaId: certificate.ncaId,
    },
    update: { name, roles, ncaName: certificate.ncaName, ncaId: certificate.ncaId },
  });
  const recorded = await client.tppCertificate.upsert({
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
    select: { revokedAt: true },
  });
  if (recorded.revokedAt) throw revokedCertificateError();
  return { id: tpp.id, organizationIdentifier, name: tpp.name, roles, certificateFingerprint: certificate.fingerprint };
}

/** D27: a certificate a developer of its TPP revoked in the portal; the API refuses it as a CA's revocation is refused. */
export function revokedCertificateError(): Xs2aError {
  return new Xs2aError('CERTIFICATE_REVOKED', {
    path: 'TPP-Signature-Certificate',
    text: 'The certificate was revoked by its TPP in the developer portal. Sign with another certificate of the TPP.',
  });
}

/**
 * D27: forgets this instance's cached identity of a revoked certificate, so that its next call is refused at once here;
 * another instance refuses it once its own entry expires (30 seconds at most).
 */
export function forgetTppCertificate(fingerprint: string): void {
  resolved().cache.delete(fingerprint);
}

/** SHA-256 of a public key's SubjectPublicKeyInfo: the same key in any certificate gives the same hash. */
function keyHash(publicKey: KeyObject): string {
  return createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
}

/**
 * D16: a registered TPP's new certificate is accepted only with a key the TPP already used, so nobody can act in
 * another TPP's sandbox by copying its organizationIdentifier. Runs under the registration's lock (`upsertTpp`).
 */
async function requirePinnedKey(
  organizationIdentifier: string,
  certificate: ParsedCertificate,
  client: Prisma.TransactionClient,
): Promise<void> {
  const known = await client.tppCertificate.findMany({
    where: { tpp: { organizationIdentifier } },
    select: { fingerprint: true, pem: true },
  });
  if (known.length === 0 || known.some((row) => row.fingerprint === certificate.fingerprint)) return;
  const presented = keyHash(certificate.publicKey);
  if (known.some((row) => keyHash(new X509Certificate(row.pem).publicKey) === presented)) return;
  throw new Xs2aError('CERTIFICATE_INVALID', {
    path: 'TPP-Signature-Certificate',
    text: `The sandbox TPP ${organizationIdentifier} is registered with another key. Sign with a certificate for the key it first used, or use a new organizationIdentifier.`,
  });
}
