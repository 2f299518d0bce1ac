import { X509Certificate } from 'node:crypto';
import { DerError } from '@/lib/signing/der';
import { readCertificateParts } from '@/lib/tpp/trust/certificate-parts';
import { parseRevocationList } from '@/lib/tpp/trust/parse-revocation-list';
import { derBlocks, readPemBlocks } from '@/lib/tpp/trust/pem-blocks';
import {
  isSupportedSignatureAlgorithm,
  verifyRevocationListSignature,
} from '@/lib/tpp/trust/verify-revocation-list-signature';

/** One list of XS2A_CORE_CRL_FILE, verified: who issued it and until when it is current. */
export type CoreRevocationList = { issuer: string; nextUpdate: Date };

export type CoreRevocationListsResult =
  { ok: true; pem: string; lists: CoreRevocationList[] } | { ok: false; reason: string };

/**
 * D32, as D4 for TPP certificates: XS2A_CORE_CRL_FILE holds the revocation lists (PEM "X509 CRL" blocks, or one DER
 * list) of the CAs in XS2A_CORE_CA_FILE. Each must be signed by one of those CAs with a supported algorithm and give a
 * nextUpdate; one that is not makes the whole file unusable (fail closed). `reason` follows the setting's name.
 */
export function readCoreRevocationLists(crlBytes: Uint8Array, caPem: string, file: string): CoreRevocationListsResult {
  const blocks = derBlocks(crlBytes, 'X509 CRL');
  if (!blocks || blocks.length === 0) return { ok: false, reason: `${file} holds no PEM X509 CRL` };
  const authorities = (readPemBlocks(caPem, 'CERTIFICATE') ?? []).map((der) => ({
    x509: new X509Certificate(der),
    subjectKey: readCertificateParts(der).subjectKey,
  }));
  const lists: CoreRevocationList[] = [];
  for (const [index, der] of blocks.entries()) {
    const named = `revocation list ${index + 1} in ${file}`;
    let parsed: ReturnType<typeof parseRevocationList>;
    try {
      parsed = parseRevocationList(der);
    } catch (error) {
      if (error instanceof DerError) return { ok: false, reason: `${named} is malformed: ${error.message}` };
      throw error;
    }
    if (!isSupportedSignatureAlgorithm(parsed.signatureAlgorithmOid))
      return { ok: false, reason: `${named} is signed with the unsupported algorithm ${parsed.signatureAlgorithmOid}` };
    if (parsed.nextUpdate === null)
      return {
        ok: false,
        reason: `${named} has no nextUpdate, so it could never be found out of date (RFC 5280 requires one)`,
      };
    const issuer = authorities.find(
      (authority) =>
        authority.subjectKey === parsed.issuerKey &&
        authority.x509.ca &&
        verifyRevocationListSignature(parsed, authority.x509.publicKey),
    );
    if (!issuer) return { ok: false, reason: `${named} is not signed by a CA in XS2A_CORE_CA_FILE` };
    lists.push({ issuer: issuer.x509.subject.replaceAll('\n', ', '), nextUpdate: parsed.nextUpdate });
  }
  const pem = blocks
    .map(
      (der) =>
        `-----BEGIN X509 CRL-----\n${Buffer.from(der).toString('base64').replace(/.{64}/g, '$&\n').replace(/\n?$/, '\n')}-----END X509 CRL-----\n`,
    )
    .join('');
  return { ok: true, pem, lists };
}
