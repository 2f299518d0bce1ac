import { createPrivateKey, sign, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { childAt, DerTag, readChildren, readSingle } from '@/lib/signing/der';

// Test and development support for D4: a signed X.509 v2 CRL (RFC 5280 5.1) as PEM. node-forge cannot build CRLs,
// so its asn1 module lays out the structure and node:crypto signs it.

export type RevocationListAuthority = { certPem: string; keyPem: string };

export type IssueRevocationListOptions = {
  /** The CA that issues the list: its subject becomes the CRL issuer and its key signs. */
  ca: RevocationListAuthority;
  /** Hex serial numbers; case and leading zeros do not matter. */
  revokedSerials: string[];
  /** Defaults to a minute ago. */
  thisUpdate?: Date;
  /** Defaults to seven days after thisUpdate; null leaves it out. */
  nextUpdate?: Date | null;
  /** Defaults to thisUpdate. */
  revokedAt?: Date;
  hash?: 'sha256' | 'sha384' | 'sha512';
  crlNumber?: number;
};

const { asn1 } = forge;
const dayMs = 24 * 60 * 60 * 1000;
const algorithmOids = {
  rsa: { sha256: '1.2.840.113549.1.1.11', sha384: '1.2.840.113549.1.1.12', sha512: '1.2.840.113549.1.1.13' },
  ec: { sha256: '1.2.840.10045.4.3.2', sha384: '1.2.840.10045.4.3.3', sha512: '1.2.840.10045.4.3.4' },
};

const sequence = (items: forge.asn1.Asn1[]) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const primitive = (type: forge.asn1.Type, bytes: string) => asn1.create(asn1.Class.UNIVERSAL, type, false, bytes);
const oid = (id: string) => primitive(asn1.Type.OID, asn1.oidToDer(id).getBytes());
const fromBytes = (bytes: Uint8Array) => asn1.fromDer(forge.util.createBuffer(Buffer.from(bytes).toString('binary')));
const time = (date: Date) =>
  date.getUTCFullYear() < 2050
    ? primitive(asn1.Type.UTCTIME, asn1.dateToUtcTime(date))
    : primitive(asn1.Type.GENERALIZEDTIME, asn1.dateToGeneralizedTime(date));

/** The DER INTEGER contents of a hex serial: no leading zeros, plus a 00 sign octet when the top bit is set. */
function serialInteger(hex: string): forge.asn1.Asn1 {
  const digits = hex.replace(/^0+(?=.)/, '');
  const even = digits.length % 2 === 0 ? digits : `0${digits}`;
  const signed = Number.parseInt(even.slice(0, 1), 16) >= 8 ? `00${even}` : even;
  return primitive(asn1.Type.INTEGER, forge.util.hexToBytes(signed));
}

export function issueRevocationList(options: IssueRevocationListOptions): string {
  const thisUpdate = options.thisUpdate ?? new Date(Date.now() - 60 * 1000);
  const nextUpdate = options.nextUpdate === undefined ? new Date(thisUpdate.getTime() + 7 * dayMs) : options.nextUpdate;
  const hash = options.hash ?? 'sha256';
  const key = createPrivateKey(options.ca.keyPem);
  const isEc = key.asymmetricKeyType === 'ec';
  // RFC 4055 2.1: RSA algorithm identifiers carry NULL parameters; RFC 5758 3.2: ECDSA ones carry none.
  const algorithm = sequence([
    oid(algorithmOids[isEc ? 'ec' : 'rsa'][hash]),
    ...(isEc ? [] : [primitive(asn1.Type.NULL, '')]),
  ]);
  // The issuer is the CA's subject exactly as encoded in its certificate.
  const caFields = readChildren(
    childAt(readChildren(readSingle(new X509Certificate(options.ca.certPem).raw)), 0, 'tbsCertificate'),
  );
  const subject = childAt(caFields, caFields[0]?.tag === DerTag.context0 ? 5 : 4, 'subject');
  const entries = options.revokedSerials.map((serial) =>
    sequence([serialInteger(serial), time(options.revokedAt ?? thisUpdate)]),
  );
  const crlNumber = primitive(asn1.Type.INTEGER, asn1.integerToDer(options.crlNumber ?? 1).getBytes());
  const tbs = sequence([
    primitive(asn1.Type.INTEGER, asn1.integerToDer(1).getBytes()),
    algorithm,
    fromBytes(subject.encoded),
    time(thisUpdate),
    ...(nextUpdate ? [time(nextUpdate)] : []),
    ...(entries.length > 0 ? [sequence(entries)] : []),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      sequence([sequence([oid('2.5.29.20'), primitive(asn1.Type.OCTETSTRING, asn1.toDer(crlNumber).getBytes())])]),
    ]),
  ]);
  const tbsDer = Buffer.from(asn1.toDer(tbs).getBytes(), 'binary');
  const signature = sign(hash, tbsDer, key);
  const list = sequence([tbs, algorithm, primitive(asn1.Type.BITSTRING, `\0${signature.toString('binary')}`)]);
  const base64 = Buffer.from(asn1.toDer(list).getBytes(), 'binary').toString('base64');
  return `-----BEGIN X509 CRL-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END X509 CRL-----\n`;
}
