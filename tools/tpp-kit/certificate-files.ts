import { X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';
import { formatRfc4514, fromForgeAttributes } from '@/lib/certificate-issuer/forge-names';
import type { IssuedCertificate } from '@/lib/certificate-issuer/issue-certificate';
import type { Psd2Role } from '@/lib/certificate-issuer/psd2-roles';
import { canonicalSerialHex } from '@/lib/certificate-issuer/serial-number';
import type { SigningCertificate } from './sign-request';

export const defaultTppCertificateDir = path.join('.data', 'tpp');

const files = { cert: 'tpp-cert.pem', key: 'tpp-key.pem', details: 'tpp-cert.json' };

export type TppCertificateDetails = {
  organizationIdentifier: string;
  organizationName: string;
  roles: Psd2Role[];
};

export type SavedCertificateFiles = { certFile: string; keyFile: string; detailsFile: string };

/** Writes a TPP's certificate, its key (mode 0600) and a JSON summary without secrets. */
export function saveTppCertificate(
  dir: string,
  issued: IssuedCertificate,
  details: TppCertificateDetails,
): SavedCertificateFiles {
  fs.mkdirSync(dir, { recursive: true });
  const saved = {
    certFile: path.join(dir, files.cert),
    keyFile: path.join(dir, files.key),
    detailsFile: path.join(dir, files.details),
  };
  fs.writeFileSync(saved.certFile, issued.certificatePem);
  fs.writeFileSync(saved.keyFile, issued.privateKeyPem, { mode: 0o600 });
  fs.chmodSync(saved.keyFile, 0o600);
  const summary = {
    serialNumberHex: issued.serialNumberHex,
    issuerDn: issued.issuerDn,
    ...details,
    validTo: new Date(new X509Certificate(issued.certificatePem).validTo).toISOString(),
  };
  fs.writeFileSync(saved.detailsFile, `${JSON.stringify(summary, null, 2)}\n`);
  return saved;
}

/**
 * Reads `tpp-cert.pem` and `tpp-key.pem` from `dir`. Serial and issuer are taken from the certificate itself, so a
 * certificate from elsewhere can be dropped in beside its key.
 */
export function loadTppCertificate(dir: string): SigningCertificate & { certificatePem: string } {
  const certificatePem = fs.readFileSync(path.join(dir, files.cert), 'utf8');
  const privateKeyPem = fs.readFileSync(path.join(dir, files.key), 'utf8');
  const issuer = forge.pki.certificateFromPem(certificatePem).issuer.attributes;
  return {
    certificatePem,
    privateKeyPem,
    serialNumberHex: canonicalSerialHex(new X509Certificate(certificatePem).serialNumber),
    issuerDn: formatRfc4514(fromForgeAttributes(issuer)),
  };
}
