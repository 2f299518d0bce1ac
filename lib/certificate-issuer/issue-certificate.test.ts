import { X509Certificate, createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCertificate } from '@/lib/signing/certificate';
import { certificateUsageProblem } from '@/lib/signing/certificate-usage';
import { buildCertificatePem } from './build-certificate';
import { dnOids } from './forge-names';
import { generateRsaKeyPair } from './generate-rsa-key-pair';
import { issueTestCertificate, type IssueCertificateOptions } from './issue-certificate';
import type { Psd2Role } from './psd2-roles';
import { loadOrCreateSandboxCa, type CertificateAuthority } from './sandbox-ca';

// A test-only DER reader, independent of node-forge, to check what was encoded.
type Der = { tag: number; content: Buffer; children: Der[] };

function readDer(buffer: Buffer): Der[] {
  const items: Der[] = [];
  let offset = 0;
  while (offset < buffer.length) {
    const tag = buffer[offset++]!;
    let length = buffer[offset++]!;
    if (length & 0x80) {
      const lengthBytes = length & 0x7f;
      length = buffer.subarray(offset, offset + lengthBytes).reduce((total, byte) => total * 256 + byte, 0);
      offset += lengthBytes;
    }
    const content = buffer.subarray(offset, offset + length);
    items.push({ tag, content, children: tag & 0x20 ? readDer(content) : [] });
    offset += length;
  }
  return items;
}

function oidOf(node: Der): string {
  const [first = 0, ...rest] = node.content;
  const arcs = [Math.floor(first / 40), first % 40];
  let value = 0;
  for (const byte of rest) {
    value = value * 128 + (byte & 0x7f);
    if (byte & 0x80) continue;
    arcs.push(value);
    value = 0;
  }
  return arcs.join('.');
}

const child = (node: Der | undefined, index: number) => node?.children[index] as Der;

function tbs(certificatePem: string): Der {
  return child(readDer(new X509Certificate(certificatePem).raw)[0], 0);
}

function extension(certificatePem: string, oid: string) {
  const extensions = child(
    tbs(certificatePem).children.find((node) => node.tag === 0xa3),
    0,
  );
  const found = extensions.children.find((node) => oidOf(child(node, 0)) === oid);
  if (!found) return undefined;
  const isCritical = found.children.length === 3 && child(found, 1).content[0] === 0xff;
  return { isCritical, value: readDer(found.children.at(-1)!.content)[0]! };
}

function psd2Statement(certificatePem: string) {
  const statements = extension(certificatePem, '1.3.6.1.5.5.7.1.3')!.value.children;
  const psd2 = statements.find((statement) => oidOf(child(statement, 0)) === '0.4.0.19495.2');
  if (!psd2) return undefined;
  const [roles, ncaName, ncaId] = child(psd2, 1).children;
  return {
    roles: roles!.children.map((role) => ({
      oid: oidOf(child(role, 0)),
      nameTag: child(role, 1).tag,
      name: child(role, 1).content.toString(),
    })),
    ncaName: ncaName!.content.toString(),
    ncaId: ncaId!.content.toString(),
  };
}

let dir: string;
let ca: CertificateAuthority;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tpp-kit-'));
  ca = loadOrCreateSandboxCa(path.join(dir, 'ca'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// 1024-bit keys keep the tables fast; the first test checks the 2048-bit default.
const tpp = { organizationIdentifier: 'PSDNO-FSA-123456', organizationName: 'Example TPP AS', keyBits: 1024 };

describe('issueTestCertificate', () => {
  it('issues a QSealC that chains to the sandbox CA', () => {
    const issued = issueTestCertificate({ ...tpp, keyBits: undefined, roles: ['PSP_AI', 'PSP_PI'], ca });
    const certificate = new X509Certificate(issued.certificatePem);
    const caCertificate = new X509Certificate(ca.certPem);

    expect(certificate.publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(certificate.subject.split('\n')).toEqual([
      'C=NO',
      'O=Example TPP AS',
      'organizationIdentifier=PSDNO-FSA-123456',
      'CN=Example TPP AS',
    ]);
    expect(certificate.checkIssued(caCertificate)).toBe(true);
    expect(certificate.verify(caCertificate.publicKey)).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.checkPrivateKey(createPrivateKey(issued.privateKeyPem))).toBe(true);
    expect(issued.issuerDn).toBe('CN=PSD2 Sandbox Test CA,O=PSD2 Sandbox,C=NO');
    expect(issued.serialNumberHex).toBe(certificate.serialNumber);
    expect(Buffer.from(issued.certificateBase64, 'base64')).toEqual(certificate.raw);
  });

  it('writes organizationIdentifier as a UTF8String under OID 2.5.4.97 (D3)', () => {
    const issued = issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca });
    const subject = tbs(issued.certificatePem).children[5]!;
    const attribute = subject.children.map((rdn) => child(rdn, 0)).find((pair) => oidOf(child(pair, 0)) === '2.5.4.97');
    expect(child(attribute!, 1).tag).toBe(0x0c);
    expect(child(attribute!, 1).content.toString()).toBe('PSDNO-FSA-123456');
  });

  it.each<[Psd2Role[], string[]]>([
    [['PSP_AS'], ['0.4.0.19495.1.1']],
    [['PSP_PI'], ['0.4.0.19495.1.2']],
    [['PSP_AI'], ['0.4.0.19495.1.3']],
    [['PSP_IC'], ['0.4.0.19495.1.4']],
    [
      ['PSP_AI', 'PSP_PI', 'PSP_IC'],
      ['0.4.0.19495.1.3', '0.4.0.19495.1.2', '0.4.0.19495.1.4'],
    ],
    [[], []],
  ])('carries roles %j in the PSD2 QCStatement (D3)', (roles, oids) => {
    const statement = psd2Statement(issueTestCertificate({ ...tpp, roles, ca }).certificatePem);
    expect(statement?.roles).toEqual(roles.map((name, index) => ({ oid: oids[index], nameTag: 0x0c, name })));
    expect(statement).toMatchObject({ ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' });
  });

  it('adds QcCompliance and QcType eseal in a non-critical qcStatements extension', () => {
    const qc = extension(issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca }).certificatePem, '1.3.6.1.5.5.7.1.3')!;
    expect(qc.isCritical).toBe(false);
    const [compliance, qcType] = qc.value.children;
    expect(compliance!.children.map(oidOf)).toEqual(['0.4.0.1862.1.1']);
    expect(oidOf(child(qcType, 0))).toBe('0.4.0.1862.1.6');
    expect(child(qcType, 1).children.map(oidOf)).toEqual(['0.4.0.1862.1.6.2']);
  });

  it('sets a critical keyUsage of digitalSignature and nonRepudiation', () => {
    const keyUsage = extension(issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca }).certificatePem, '2.5.29.15')!;
    expect(keyUsage.isCritical).toBe(true);
    // BIT STRING: unused-bit count, then bit 0 (digitalSignature) and bit 1 (nonRepudiation).
    expect((keyUsage.value.content[1] ?? 0) & 0xff).toBe(0xc0);
  });

  it.each<[string, Partial<IssueCertificateOptions>, string | null]>([
    ["by default (also the portal's and npm run tpp's certificates)", {}, null],
    ['without keyUsage and QcType, as an older certificate', { keyUsage: null, qcType: null }, null],
    [
      'for a CA',
      { isCa: true, keyUsage: ['keyCertSign', 'cRLSign'] },
      "is a CA certificate (basicConstraints cA=true); requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'for a website (QWAC)',
      { qcType: 'web', extendedKeyUsage: ['1.3.6.1.5.5.7.3.1'] },
      'is a website certificate (QWAC, QcType id-etsi-qct-web 0.4.0.1862.1.6.3); requests are signed with an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2)',
    ],
    [
      'for a TLS server only',
      { extendedKeyUsage: ['1.3.6.1.5.5.7.3.1'] },
      'is a website certificate (extendedKeyUsage serverAuth, TLS server authentication); requests are signed with an electronic seal certificate (QSealC, QcType id-etsi-qct-eseal 0.4.0.1862.1.6.2)',
    ],
    [
      "with a CA's key but not as a CA",
      { keyUsage: ['digitalSignature', 'keyCertSign'] },
      "has a keyUsage that signs certificates or revocation lists (keyCertSign), a CA's key; requests are signed with the TPP's own end-entity certificate, a QSealC",
    ],
    [
      'for encryption only',
      { keyUsage: ['keyEncipherment'] },
      'has a keyUsage that does not allow signatures (keyEncipherment); it needs digitalSignature or nonRepudiation',
    ],
  ])('issues a certificate made for signing, or on request one D19 refuses: %s', (_name, options, problem) => {
    const parsed = parseCertificate(issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca, ...options }).certificatePem);
    expect(parsed.ok && certificateUsageProblem(parsed.certificate.usage)).toBe(problem);
  });

  it('leaves the PSD2 statement out when asked', () => {
    const issued = issueTestCertificate({ ...tpp, roles: ['PSP_AI'], hasPsd2Statement: false, ca });
    expect(psd2Statement(issued.certificatePem)).toBeUndefined();
  });

  it('derives country and NCA from another organisation identifier', () => {
    const issued = issueTestCertificate({
      ...tpp,
      organizationIdentifier: 'PSDSE-FINA-44059',
      organizationName: 'Svensk TPP AB',
      roles: ['PSP_AI'],
      ca,
    });
    expect(psd2Statement(issued.certificatePem)).toMatchObject({ ncaId: 'SE-FINA', ncaName: 'SE-FINA' });
    expect(new X509Certificate(issued.certificatePem).subject).toContain('C=SE');
  });

  it.each([
    ['00A1B2', 'A1B2'],
    ['0AB1', '0AB1'],
    ['000000AB', 'AB'],
    ['7f', '7F'],
  ])('takes serial %s and reports it as %s', (serialNumber, expected) => {
    const issued = issueTestCertificate({ ...tpp, roles: ['PSP_AI'], serialNumber, ca });
    expect(issued.serialNumberHex).toBe(expected);
    expect(new X509Certificate(issued.certificatePem).serialNumber).toBe(expected);
  });

  it.each([
    [undefined, '1.2.840.113549.1.1.11'],
    ['sha512', '1.2.840.113549.1.1.13'],
    ['sha1', '1.2.840.113549.1.1.5'],
    ['md5', '1.2.840.113549.1.1.4'],
  ] as const)('signs with hash %s as %s, so tests can make the weak certificates D19 refuses', (signatureHash, oid) => {
    const issued = issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca, ...(signatureHash ? { signatureHash } : {}) });
    const [, algorithm] = readDer(Buffer.from(new X509Certificate(issued.certificatePem).raw))[0]!.children;
    expect(oidOf(child(algorithm, 0))).toBe(oid);
    expect(new X509Certificate(issued.certificatePem).verify(new X509Certificate(ca.certPem).publicKey)).toBe(true);
  });

  it('honours the validity period, also one in the past', () => {
    const validFrom = new Date('2020-01-01T00:00:00Z');
    const validTo = new Date('2021-01-01T00:00:00Z');
    const certificate = new X509Certificate(
      issueTestCertificate({ ...tpp, roles: ['PSP_AI'], validFrom, validTo, ca }).certificatePem,
    );
    expect(new Date(certificate.validFrom)).toEqual(validFrom);
    expect(new Date(certificate.validTo)).toEqual(validTo);
  });

  it('issues a self-signed certificate whose issuer is its subject (D4 sandbox)', () => {
    const issued = issueTestCertificate({ ...tpp, roles: ['PSP_AI'], ca: 'self-signed' });
    const certificate = new X509Certificate(issued.certificatePem);
    expect(certificate.issuer).toBe(certificate.subject);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(issued.issuerDn).toBe('CN=Example TPP AS,organizationIdentifier=PSDNO-FSA-123456,O=Example TPP AS,C=NO');
  });

  it('copies a CA name with non-ASCII characters byte for byte', () => {
    const keys = generateRsaKeyPair(1024);
    const name = [
      { oid: dnOids.country, value: 'NO' },
      { oid: dnOids.commonName, value: 'Bankenes Test-CA, Tromsø' },
    ];
    const issuer = { name, publicKey: keys.publicKey, privateKeyPem: keys.privateKeyPem };
    const now = Date.now();
    const certPem = buildCertificatePem({
      subject: name,
      publicKey: keys.publicKey,
      issuer,
      serialNumberHex: '01',
      notBefore: new Date(now - 1000),
      notAfter: new Date(now + 86_400_000),
      extensions: [{ name: 'basicConstraints', cA: true }],
    });
    const issued = issueTestCertificate({
      ...tpp,
      organizationName: 'Fjordløsning AS',
      roles: ['PSP_PI'],
      ca: { certPem, keyPem: keys.privateKeyPem },
    });
    expect(new X509Certificate(issued.certificatePem).checkIssued(new X509Certificate(certPem))).toBe(true);
    expect(issued.issuerDn).toBe('CN=Bankenes Test-CA\\, Tromsø,C=NO');
    expect(new X509Certificate(issued.certificatePem).subject).toContain('O=Fjordløsning AS');
  });
});
