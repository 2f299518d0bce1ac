import type { ParsedCertificate } from '@/lib/signing/certificate';
import type { TrustAnchor, TrustAnchors } from './trust-anchors';

// D4: a path from the TPP certificate through intermediate CAs to a self-signed root, all from the trust anchor
// folder; every CA on it, the root included, must be a CA valid now that allows the intermediates below it and whose
// key is strong enough. checkIssued and verify check names, key identifiers, keyCertSign and signatures.

export type ChainResult =
  | {
      trusted: true;
      /** Subject DNs (RFC 4514) from the TPP certificate up to the root. */
      chain: string[];
      /** The CAs above the TPP certificate, issuing CA first and root last. */
      authorities: readonly TrustAnchor[];
    }
  | { trusted: false; reason: string };

/** At most this many CA certificates above the TPP certificate. */
const maxAuthorities = 5;

export function verifyChain(certificate: ParsedCertificate, trustAnchors: TrustAnchors): ChainResult {
  const problems: string[] = [];
  const authorities = findPath(certificate, trustAnchors.anchors, [], problems);
  if (authorities) {
    const chain = [certificate.subjectDn, ...authorities.map((authority) => authority.certificate.subjectDn)];
    return { trusted: true, chain, authorities };
  }
  return {
    trusted: false,
    reason:
      problems[0] ??
      `The certificate does not chain to a trusted CA (its issuer ${certificate.issuerDn} is not a trust anchor)`,
  };
}

/** Depth-first over every candidate issuer (a CA may have been re-keyed or cross-certified); a path never repeats a CA. */
function findPath(
  child: ParsedCertificate,
  anchors: readonly TrustAnchor[],
  path: readonly TrustAnchor[],
  problems: string[],
): readonly TrustAnchor[] | null {
  for (const candidate of anchors) {
    const issuer = candidate.certificate;
    if (issuer.fingerprint === child.fingerprint || path.includes(candidate)) continue;
    // x509.checkIssued(other) asks whether x509 was issued by other.
    if (!child.x509.checkIssued(issuer.x509) || !child.x509.verify(issuer.publicKey)) continue;
    const problem = authorityProblem(candidate, path.length);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const extended = [...path, candidate];
    if (candidate.isSelfSigned) return extended;
    if (extended.length >= maxAuthorities) {
      problems.push(`The certificate chain is longer than ${maxAuthorities} CA certificates`);
      continue;
    }
    const found = findPath(issuer, anchors, extended, problems);
    if (found) return found;
  }
  return null;
}

function authorityProblem(
  { certificate, pathLengthConstraint, weakness }: TrustAnchor,
  intermediatesBelow: number,
): string | null {
  const name = certificate.subjectDn;
  const now = Date.now();
  if (!certificate.x509.ca) return `The issuing certificate ${name} is not a CA certificate`;
  if (now < certificate.notBefore.getTime())
    return `The CA certificate ${name} is not valid before ${certificate.notBefore.toISOString()}`;
  if (now > certificate.notAfter.getTime())
    return `The CA certificate ${name} expired on ${certificate.notAfter.toISOString()}`;
  if (pathLengthConstraint !== null && intermediatesBelow > pathLengthConstraint) {
    return `The CA certificate ${name} allows ${pathLengthConstraint} intermediate CAs below it, not ${intermediatesBelow}`;
  }
  if (weakness) return `The CA certificate ${name} ${weakness}`;
  return null;
}
