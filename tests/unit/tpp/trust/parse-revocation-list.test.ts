import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { DerError } from '@/lib/signing/der';
import { issueRevocationList } from '@/tests/support/pki/issue-revocation-list';
import { parseRevocationList } from '@/lib/tpp/trust/parse-revocation-list';
import { createTestAuthority } from '@/tests/support/pki/create-test-pki';

const ca = createTestAuthority({ commonName: 'Parse Test CA' });
const thisUpdate = new Date('2026-03-01T10:00:00Z');
const nextUpdate = new Date('2026-03-08T10:00:00Z');
const revokedAt = new Date('2026-02-27T08:30:00Z');
const pem = issueRevocationList({
  ca,
  revokedSerials: ['00A1', 'ff00'],
  thisUpdate,
  nextUpdate,
  revokedAt,
  hash: 'sha384',
});
const der = () => Uint8Array.from(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'));

/** Decodes the list with node-forge, lets `change` edit the tbsCertList fields, and encodes it again (unsigned anew). */
function edited(change: (fields: forge.asn1.Asn1[]) => void): Uint8Array {
  const list = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(der()).toString('binary')));
  const tbs = (list.value as forge.asn1.Asn1[])[0]!;
  change(tbs.value as forge.asn1.Asn1[]);
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(list).getBytes(), 'binary'));
}

const primitive = (type: forge.asn1.Type, bytes: string) =>
  forge.asn1.create(forge.asn1.Class.UNIVERSAL, type, false, bytes);

describe('parseRevocationList (RFC 5280 5.1, D4)', () => {
  it('reads the fields of a v2 list', () => {
    const list = parseRevocationList(der());
    expect(list).toMatchObject({ signatureAlgorithmOid: '1.2.840.113549.1.1.12', thisUpdate, nextUpdate });
    expect([...list.revoked]).toEqual([
      ['A1', revokedAt],
      ['FF00', revokedAt],
    ]);
  });

  it('reads a v1 list without version, nextUpdate, entries or extensions', () => {
    const list = parseRevocationList(
      edited((fields) => fields.splice(0, fields.length, ...[fields[1]!, fields[2]!, fields[3]!])),
    );
    expect(list).toMatchObject({ nextUpdate: null, revoked: new Map() });
  });

  it.each<[string, () => Uint8Array, RegExp]>([
    ['trailing octets', () => Uint8Array.from([...der(), 0]), /trailing octets/],
    ['a truncated list', () => der().subarray(0, 100), /truncated/],
    [
      'version v3',
      () => edited((fields) => (fields[0] = primitive(forge.asn1.Type.INTEGER, '\x02'))),
      /version must be v2/,
    ],
    [
      'a signed algorithm that differs from the outer one',
      () => edited((fields) => (fields[1] = algorithm('1.2.840.113549.1.1.11'))),
      /signatureAlgorithm differs/,
    ],
    [
      'a time without seconds',
      () => edited((fields) => (fields[3] = primitive(forge.asn1.Type.UTCTIME, '2603011000Z'))),
      /not a DER UTCTime/,
    ],
    [
      'an unexpected field',
      () => edited((fields) => fields.push(primitive(forge.asn1.Type.NULL, ''))),
      /unexpected field at position 8/,
    ],
    [
      'a critical CRL extension',
      () => edited((fields) => markCritical(fields[6]!)),
      /extension 2\.5\.29\.20 is critical and not supported/,
    ],
  ])('rejects %s with a DerError', (_name, input, message) => {
    expect(() => parseRevocationList(input())).toThrow(DerError);
    expect(() => parseRevocationList(input())).toThrow(message);
  });
});

function algorithm(oid: string): forge.asn1.Asn1 {
  return forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, [
    primitive(forge.asn1.Type.OID, forge.asn1.oidToDer(oid).getBytes()),
    primitive(forge.asn1.Type.NULL, ''),
  ]);
}

/** crlExtensions [0] { SEQUENCE { Extension } }: inserts critical TRUE into the first extension. */
function markCritical(wrapper: forge.asn1.Asn1): void {
  const extension = ((wrapper.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[])[0]!;
  (extension.value as forge.asn1.Asn1[]).splice(1, 0, primitive(forge.asn1.Type.BOOLEAN, '\xff'));
}
