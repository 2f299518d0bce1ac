import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { env } from '@/lib/env';
import { computeDigest } from '@/lib/signing/digest';
import { parseCertificate, type ParsedCertificate } from '@/lib/signing/certificate';

type Seal = { certificate: ParsedCertificate; privateKey: KeyObject; certificateBase64: string };

let seal: Seal | null | undefined;

/** The bank's own seal (XS2A_SEAL_CERT_FILE + XS2A_SEAL_KEY_FILE), loaded once; null when not configured. */
export function loadBankSeal(): Seal | null {
  if (seal !== undefined) return seal;
  if (!env.XS2A_SEAL_CERT_FILE || !env.XS2A_SEAL_KEY_FILE) return (seal = null);
  const pem = readFileSync(env.XS2A_SEAL_CERT_FILE, 'utf8');
  const parsed = parseCertificate(pem);
  if (!parsed.ok) throw new Error(`XS2A_SEAL_CERT_FILE is not a certificate: ${parsed.reason}`);
  const privateKey = createPrivateKey(readFileSync(env.XS2A_SEAL_KEY_FILE, 'utf8'));
  const certificateBase64 = parsed.certificate.x509.raw.toString('base64');
  return (seal = { certificate: parsed.certificate, privateKey, certificateBase64 });
}

/**
 * D14 "Response signing": Digest and a cavage Signature over the response body (`digest x-request-id date`), with
 * `no-transform` so the signed octets reach the TPP unchanged. Adds nothing when the seal is not configured.
 */
export function signResponseHeaders(headers: Headers, body: Uint8Array): void {
  const bank = loadBankSeal();
  if (!bank) return;
  const cacheControl = headers.get('Cache-Control');
  if (!cacheControl?.includes('no-transform'))
    headers.set('Cache-Control', cacheControl ? `${cacheControl}, no-transform` : 'no-transform');
  headers.set('Digest', computeDigest(body, 'SHA-256'));
  if (!headers.has('Date')) headers.set('Date', new Date().toUTCString());
  const signedNames = ['digest', 'x-request-id', 'date'].filter((name) => headers.has(name));
  const signingString = signedNames.map((name) => `${name}: ${headers.get(name)}`).join('\n');
  const signature = sign('sha256', Buffer.from(signingString), bank.privateKey).toString('base64');
  const keyId = `SN=${bank.certificate.serialNumber},CA=${bank.certificate.issuerDn}`;
  headers.set(
    'Signature',
    `keyId="${keyId}",algorithm="rsa-sha256",headers="${signedNames.join(' ')}",signature="${signature}"`,
  );
  headers.set('ASPSP-Signature-Certificate', bank.certificateBase64);
}
