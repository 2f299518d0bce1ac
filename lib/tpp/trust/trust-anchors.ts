import fs from 'node:fs';
import path from 'node:path';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';
import { certificateWeakness } from '@/lib/signing/certificate-weakness';
import { DerError } from '@/lib/signing/der';
import { readCertificateParts, type CertificateParts } from './certificate-parts';
import { createFileCache, describeFsError, fileVersion } from './file-cache';
import { readDerFile } from './read-der-file';

// D4: in production the TPP certificate must chain to a CA the bank trusts. XS2A_TRUST_ANCHORS_DIR holds the root and
// intermediate CA certificates of the qualified trust service providers the bank accepts, as *.pem or *.crt files
// (PEM, several certificates per file allowed, or a single DER certificate).

export type TrustAnchor = CertificateParts & {
  certificate: ParsedCertificate;
  /** Issued and signed by itself: where a chain ends. */
  isSelfSigned: boolean;
  /** D19: why this CA is too weak to be on a path (its key, or its own signature), or null. */
  weakness: string | null;
  /** The file it came from, for operator messages. */
  file: string;
};

export type TrustAnchors = {
  readonly dir: string;
  /** Changes whenever a file in the folder does; caches built on these anchors key on it. */
  readonly version: string;
  readonly anchors: readonly TrustAnchor[];
};

export type TrustAnchorsResult = { ok: true; trustAnchors: TrustAnchors } | { ok: false; reason: string };

const certificateFilePattern = /\.(pem|crt)$/i;
const cache = createFileCache<TrustAnchorsResult>();

/** Never throws; an unreadable folder or a file that is not certificates is `{ ok: false, reason }` (fail closed). */
export function loadTrustAnchors(dir: string): TrustAnchorsResult {
  let files: string[];
  let version: string;
  try {
    files = fs
      .readdirSync(dir)
      .filter((name) => certificateFilePattern.test(name))
      .sort();
    version = files.map((name) => `${name}@${fileVersion(path.join(dir, name))}`).join('|');
  } catch (error) {
    return { ok: false, reason: `The trust anchor folder ${dir} cannot be read: ${describeFsError(error)}` };
  }
  return cache.get(path.resolve(dir), version, () => readAnchors(dir, version, files));
}

function readAnchors(dir: string, version: string, files: string[]): TrustAnchorsResult {
  const anchors: TrustAnchor[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    const read = readDerFile({ file, label: 'CERTIFICATE', role: 'trust anchor file' });
    if (!read.ok) return read;
    for (const [index, der] of read.blocks.entries()) {
      const anchor = readAnchor(der, file);
      if (!anchor.ok) return { ok: false, reason: `Certificate ${index + 1} in ${file} is invalid: ${anchor.reason}` };
      anchors.push(anchor.anchor);
    }
  }
  if (anchors.length === 0) return { ok: false, reason: `The trust anchor folder ${dir} holds no *.pem or *.crt file` };
  return { ok: true, trustAnchors: Object.freeze({ dir, version, anchors: Object.freeze(anchors) }) };
}

function readAnchor(der: Uint8Array, file: string): { ok: true; anchor: TrustAnchor } | { ok: false; reason: string } {
  const parsed = parseCertificate(Buffer.from(der).toString('base64'));
  if (!parsed.ok) return parsed;
  const { x509 } = parsed.certificate;
  try {
    const parts = readCertificateParts(der);
    const isSelfSigned = x509.checkIssued(x509) && x509.verify(x509.publicKey);
    const weakness = certificateWeakness(parsed.certificate, 'certificate-authority');
    return {
      ok: true,
      anchor: Object.freeze({ ...parts, certificate: parsed.certificate, isSelfSigned, weakness, file }),
    };
  } catch (error) {
    if (error instanceof DerError) return { ok: false, reason: error.message };
    throw error;
  }
}
