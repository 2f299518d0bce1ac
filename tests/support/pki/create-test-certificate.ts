import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { keyUsageNames, type KeyUsage } from '@/lib/signing/certificate-usage-fields';
import type { PspRole } from '@/lib/signing/psd2-statement';

// Test certificates shaped like real PSD2 QSealCs: organizationIdentifier (2.5.4.97) in the subject and the ETSI
// TS 119 495 PSD2 QCStatement (D3). node-forge builds the DER; node:crypto signs it, so any key type can be the
// subject key while an RSA or EC key signs, with any hash (weak ones too, to test that D19 refuses them).

export type TestKeyPair = { privateKey: KeyObject; publicKey: KeyObject };

/** A name attribute, listed in certificate (DER) order: country first. */
export type TestNameAttribute = { oid: string; value: string; isPrintable?: boolean };

export type TestCertificateOptions = {
  /** Hex of the DER INTEGER contents, e.g. `00A1B2` (a leading 00 keeps a high first bit positive). */
  serialNumber?: string;
  subject?: TestNameAttribute[];
  issuer?: TestNameAttribute[];
  /** null leaves out the qcStatements extension. */
  psd2?: { roles: PspRole[]; ncaName: string; ncaId: string } | null;
  notBefore?: Date;
  notAfter?: Date;
  /** The subject key; a shared RSA 2048 key by default. */
  keyPair?: TestKeyPair;
  /** The RSA or EC private key that signs the certificate; the subject's own key by default (self-signed). */
  signingKey?: KeyObject;
  /** The hash of the issuer's signature; SHA-256 by default. */
  signatureHash?: TestSignatureHash;
  /** D19: what the certificate is for. Each is left out unless given, as in an older certificate. */
  keyUsage?: KeyUsage[];
  /** Purpose OIDs, e.g. 1.3.6.1.5.5.7.3.1 (serverAuth). */
  extendedKeyUsage?: string[];
  /** basicConstraints with this cA. */
  isCa?: boolean;
  /** A QcType statement with these eIDAS type OIDs, e.g. 0.4.0.1862.1.6.2 (eseal). */
  qcTypes?: string[];
};

export type TestSignatureHash = 'sha256' | 'sha384' | 'sha512' | 'sha1' | 'md5';

export type TestCertificate = { der: Buffer; base64: string; pem: string; privateKey: KeyObject; publicKey: KeyObject };

export const testSubject: TestNameAttribute[] = [
  { oid: '2.5.4.6', value: 'NO', isPrintable: true },
  { oid: '2.5.4.10', value: 'Test TPP AS' },
  { oid: '2.5.4.97', value: 'PSDNO-FSA-123456' },
  { oid: '2.5.4.3', value: 'tpp.example.com' },
];

export const testIssuer: TestNameAttribute[] = [
  { oid: '2.5.4.6', value: 'NO', isPrintable: true },
  { oid: '2.5.4.10', value: 'Test QTSP AS' },
  { oid: '2.5.4.97', value: 'NTRNO-987654321' },
  { oid: '2.5.4.3', value: 'Test QTSP Issuing CA G1' },
];

const defaultPsd2 = { roles: ['PSP_AI', 'PSP_PI'] as PspRole[], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' };

const rsaSignatureOids: Record<TestSignatureHash, string> = {
  sha256: '1.2.840.113549.1.1.11',
  sha384: '1.2.840.113549.1.1.12',
  sha512: '1.2.840.113549.1.1.13',
  sha1: '1.2.840.113549.1.1.5',
  md5: '1.2.840.113549.1.1.4',
};

const ecdsaSignatureOids: Partial<Record<TestSignatureHash, string>> = {
  sha256: '1.2.840.10045.4.3.2',
  sha384: '1.2.840.10045.4.3.3',
  sha512: '1.2.840.10045.4.3.4',
  sha1: '1.2.840.10045.4.1',
};

const roleOids: Record<PspRole, string> = {
  PSP_AS: '0.4.0.19495.1.1',
  PSP_PI: '0.4.0.19495.1.2',
  PSP_AI: '0.4.0.19495.1.3',
  PSP_IC: '0.4.0.19495.1.4',
};

let sharedKeyPair: TestKeyPair | undefined;

export function generateTestKeyPair(): TestKeyPair {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export function sharedTestKeyPair(): TestKeyPair {
  sharedKeyPair ??= generateTestKeyPair();
  return sharedKeyPair;
}

export function createTestCertificate(options: TestCertificateOptions = {}): TestCertificate {
  const keyPair = options.keyPair ?? sharedTestKeyPair();
  const signingKey = options.signingKey ?? keyPair.privateKey;
  const subject = options.subject ?? testSubject;
  const psd2 = options.psd2 === undefined ? defaultPsd2 : options.psd2;
  const notBefore = options.notBefore ?? new Date('2026-01-01T00:00:00Z');
  const notAfter = options.notAfter ?? new Date('2027-01-01T00:00:00Z');
  const extensions = [
    ...(options.isCa === undefined
      ? []
      : [extension('2.5.29.19', sequence(options.isCa ? [primitive(forge.asn1.Type.BOOLEAN, '\xff')] : []))]),
    ...(options.keyUsage ? [extension('2.5.29.15', keyUsage(options.keyUsage))] : []),
    ...(options.extendedKeyUsage ? [extension('2.5.29.37', sequence(options.extendedKeyUsage.map(oid)))] : []),
    ...(psd2 || options.qcTypes ? [extension('1.3.6.1.5.5.7.1.3', qcStatements(psd2, options.qcTypes))] : []),
  ];
  const hash = options.signatureHash ?? 'sha256';
  const signatureAlgorithm = () => algorithmIdentifier(signingKey, hash);
  const tbs = sequence([
    forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, 0, true, [integer(forge.asn1.integerToDer(2).getBytes())]),
    integer(forge.util.hexToBytes(options.serialNumber ?? '00C0FFEE0123456789')),
    signatureAlgorithm(),
    name(options.issuer ?? testIssuer),
    sequence([time(notBefore), time(notAfter)]),
    name(subject),
    forge.asn1.fromDer(keyPair.publicKey.export({ type: 'spki', format: 'der' }).toString('binary')),
    ...(extensions.length > 0
      ? [forge.asn1.create(forge.asn1.Class.CONTEXT_SPECIFIC, 3, true, [sequence(extensions)])]
      : []),
  ]);
  const tbsDer = Buffer.from(forge.asn1.toDer(tbs).getBytes(), 'binary');
  const signature = sign(hash, tbsDer, signingKey);
  const certificate = sequence([
    tbs,
    signatureAlgorithm(),
    primitive(forge.asn1.Type.BITSTRING, `\0${signature.toString('binary')}`),
  ]);
  const der = Buffer.from(forge.asn1.toDer(certificate).getBytes(), 'binary');
  const base64 = der.toString('base64');
  const pem = `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  return { der, base64, pem, privateKey: keyPair.privateKey, publicKey: keyPair.publicKey };
}

function qcStatements(
  psd2: { roles: PspRole[]; ncaName: string; ncaId: string } | null,
  qcTypes: string[] | undefined,
): forge.asn1.Asn1 {
  return sequence([
    // QcCompliance (ETSI EN 319 412-5), with no statementInfo: a statement the reader must skip.
    sequence([oid('0.4.0.1862.1.1')]),
    ...(qcTypes ? [sequence([oid('0.4.0.1862.1.6'), sequence(qcTypes.map(oid))])] : []),
    ...(psd2
      ? [
          sequence([
            oid('0.4.0.19495.2'),
            sequence([
              sequence(psd2.roles.map((role) => sequence([oid(roleOids[role]), utf8(role)]))),
              utf8(psd2.ncaName),
              utf8(psd2.ncaId),
            ]),
          ]),
        ]
      : []),
  ]);
}

/** KeyUsage ::= BIT STRING, in DER: trailing zero bits dropped and counted in the first octet. */
function keyUsage(names: KeyUsage[]): forge.asn1.Asn1 {
  const bits = names.map((name) => keyUsageNames.indexOf(name));
  if (bits.length === 0) return primitive(forge.asn1.Type.BITSTRING, '\0');
  const highest = Math.max(...bits);
  const octets = new Array<number>((highest >> 3) + 1).fill(0);
  for (const bit of bits) octets[bit >> 3]! |= 0x80 >> (bit & 7);
  return primitive(forge.asn1.Type.BITSTRING, String.fromCharCode(7 - (highest & 7), ...octets));
}

function name(attributes: TestNameAttribute[]): forge.asn1.Asn1 {
  return sequence(
    attributes.map(({ oid: type, value, isPrintable }) =>
      forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, [
        sequence([oid(type), isPrintable ? primitive(forge.asn1.Type.PRINTABLESTRING, value) : utf8(value)]),
      ]),
    ),
  );
}

function extension(id: string, value: forge.asn1.Asn1): forge.asn1.Asn1 {
  return sequence([oid(id), primitive(forge.asn1.Type.OCTETSTRING, forge.asn1.toDer(value).getBytes())]);
}

function time(date: Date): forge.asn1.Asn1 {
  return date.getUTCFullYear() < 2050
    ? primitive(forge.asn1.Type.UTCTIME, forge.asn1.dateToUtcTime(date))
    : primitive(forge.asn1.Type.GENERALIZEDTIME, forge.asn1.dateToGeneralizedTime(date));
}

/** RSA algorithms carry NULL parameters; ECDSA ones none (RFC 5758 3.2). */
function algorithmIdentifier(signingKey: KeyObject, hash: TestSignatureHash): forge.asn1.Asn1 {
  if (signingKey.asymmetricKeyType !== 'ec')
    return sequence([oid(rsaSignatureOids[hash]), primitive(forge.asn1.Type.NULL, '')]);
  const ecdsaOid = ecdsaSignatureOids[hash];
  if (!ecdsaOid) throw new Error(`ECDSA with ${hash} has no algorithm identifier`);
  return sequence([oid(ecdsaOid)]);
}

function sequence(items: forge.asn1.Asn1[]): forge.asn1.Asn1 {
  return forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, items);
}

function primitive(type: forge.asn1.Type, bytes: string): forge.asn1.Asn1 {
  return forge.asn1.create(forge.asn1.Class.UNIVERSAL, type, false, bytes);
}

function integer(bytes: string): forge.asn1.Asn1 {
  return primitive(forge.asn1.Type.INTEGER, bytes);
}

function oid(id: string): forge.asn1.Asn1 {
  return primitive(forge.asn1.Type.OID, forge.asn1.oidToDer(id).getBytes());
}

function utf8(text: string): forge.asn1.Asn1 {
  return primitive(forge.asn1.Type.UTF8, forge.util.encodeUtf8(text));
}
