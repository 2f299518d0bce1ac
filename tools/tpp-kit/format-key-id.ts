import { splitRdns } from '@/lib/certificate-issuer/forge-names';
import type { ResolvedSigningOptions } from './signing-options';

type KeyIdFormat = Pick<ResolvedSigningOptions, 'serialFormat' | 'issuerFormat'>;

function formatSerial(serialNumberHex: string, format: KeyIdFormat['serialFormat']): string {
  const minimal = serialNumberHex.replace(/^0+(?=.)/, '');
  const padded = `00${minimal.length % 2 === 0 ? minimal : `0${minimal}`}`;
  if (format === 'lower') return minimal.toLowerCase();
  if (format === 'leading-zeros') return padded.toUpperCase();
  if (format === 'lower-leading-zeros') return padded.toLowerCase();
  return minimal.toUpperCase();
}

function formatIssuer(issuerDn: string, format: KeyIdFormat['issuerFormat']): string {
  if (format === 'reversed') return splitRdns(issuerDn).reverse().join(',');
  if (format === 'spaced') return splitRdns(issuerDn).join(', ');
  return issuerDn;
}

/** D5: keyId `SN=<hex>,CA=<issuer>`, with the serial and issuer written in one of the ways real clients write them. */
export function formatKeyId(certificate: { serialNumberHex: string; issuerDn: string }, format: KeyIdFormat): string {
  return `SN=${formatSerial(certificate.serialNumberHex, format.serialFormat)},CA=${formatIssuer(certificate.issuerDn, format.issuerFormat)}`;
}
