import { db } from '@/lib/db';
import type { LoggedHeader } from '@/lib/xs2a/loggable-request-headers';
import { presentRequestLogEntry } from './present-request-log-entry';
import { tppRequestLogSources } from './tpp-request-log-sources';

/** A logged call as a raw request for the signature debugger, and what the developer must paste in for a check. */
export type DebuggerPrefill = {
  rawRequest: string;
  /** Lower-case header names whose value was not kept whole, and "body" when the call may have had one. */
  toPaste: string[];
  xRequestId: string | null;
};

const shortenedPattern = /^(.{8})…(.{4}) \((\d+) characters\)$/s;

/**
 * D28: the signature debugger's paste, prefilled from one of the TPP's request-log rows (found only through the TPP's
 * sources, as the inspector finds them); null when the id is not one of them or the row kept no headers.
 */
export async function readDebuggerPrefill(tppId: string, id: string): Promise<DebuggerPrefill | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const row = await db.requestLog.findFirst({ where: { id: BigInt(id), OR: await tppRequestLogSources(tppId) } });
  const entry = row && presentRequestLogEntry(row);
  if (!row || !entry?.requestHeaders) return null;
  const certificates = await db.tppCertificate.findMany({ where: { tppId }, select: { pem: true, fingerprint: true } });
  const toPaste: string[] = [];
  const lines = entry.requestHeaders.headers.map(([name, value, mark]: LoggedHeader) => {
    const whole =
      name === 'tpp-signature-certificate' && mark === 'shortened'
        ? knownCertificate(value, certificates, row.certificateFingerprint)
        : undefined;
    if (whole) return `${name}: ${whole}`;
    if (mark) toPaste.push(name);
    return `${name}: ${value}`;
  });
  const contentLength = entry.requestHeaders.headers.find(([name]) => name === 'content-length')?.[1];
  if (['POST', 'PUT', 'PATCH'].includes(entry.method) || Number(contentLength) > 0) toPaste.push('body');
  return {
    rawRequest: [`${entry.method} ${entry.path} HTTP/1.1`, ...lines, '', ''].join('\n'),
    toPaste,
    xRequestId: entry.xRequestId,
  };
}

/**
 * The TPP's own certificate a shortened TPP-Signature-Certificate names: the refused row's by fingerprint, otherwise the
 * one whose base64 has the kept ends and length. Certificates are public; only the TPP's own are looked at.
 */
function knownCertificate(
  shortened: string,
  certificates: { pem: string; fingerprint: string }[],
  fingerprint: string | null,
): string | undefined {
  const bodies = certificates.map((certificate) => ({
    fingerprint: certificate.fingerprint,
    base64: certificate.pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''),
  }));
  const byFingerprint = bodies.find((certificate) => fingerprint && certificate.fingerprint === fingerprint);
  if (byFingerprint) return byFingerprint.base64;
  const [, head, tail, length] = shortenedPattern.exec(shortened) ?? [];
  return bodies.find(
    ({ base64 }) => base64.length === Number(length) && base64.startsWith(head ?? '') && base64.endsWith(tail ?? ''),
  )?.base64;
}
