import { describe, expect, it } from 'vitest';
import { readCertificateFields } from '@/lib/signing/certificate-fields';
import { DerError, readChildren, readElement, readSingle } from '@/lib/signing/der';
import { decodeOid, decodeString, decodeTime } from '@/lib/signing/der-values';
import { readExtendedKeyUsage, readIsCa, readKeyUsage, readQcTypes } from '@/lib/signing/certificate-usage-fields';
import { readPsd2Statement } from '@/lib/signing/psd2-statement';
import { createTestCertificate } from '@/tests/support/pki/create-test-certificate';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex.replaceAll(' ', ''), 'hex'));

describe('readElement', () => {
  it.each([
    ['short form', '04 03 61 62 63', 0x04, '616263'],
    ['long form, one octet', `04 81 80 ${'00'.repeat(128)}`, 0x04, '00'.repeat(128)],
    ['empty contents', '05 00', 0x05, ''],
  ])('reads %s', (_name, hex, tag, contents) => {
    const element = readSingle(bytes(hex));
    expect(element.tag).toBe(tag);
    expect(Buffer.from(element.contents).toString('hex')).toBe(contents);
  });

  it.each([
    ['no octets at all', ''],
    ['identifier only', '30'],
    ['length beyond the input', '30 05 02 01 00'],
    ['indefinite length', '30 80 00 00'],
    ['long form that fits the short form', '04 81 05 61 62 63 64 65'],
    ['long form with a leading zero', '04 82 00 81'],
    ['five length octets', '04 85 01 00 00 00 00'],
    ['truncated length octets', '04 82 01'],
    ['a huge declared length', '04 84 ff ff ff ff 00'],
    ['multi-octet tag', '1f 81 01 00'],
    ['trailing octets', '05 00 00'],
  ])('rejects %s with a DerError', (_name, hex) => {
    expect(() => readSingle(bytes(hex))).toThrow(DerError);
  });

  it('rejects children that overrun their parent', () => {
    expect(() => readChildren(readElement(bytes('30 03 02 02 01'), 0))).toThrow(DerError);
  });

  it('rejects children of a primitive element', () => {
    expect(() => readChildren(readSingle(bytes('04 01 00')))).toThrow(DerError);
  });
});

describe('decodeOid', () => {
  it.each([
    ['06 03 55 04 61', '2.5.4.97'],
    ['06 06 04 00 81 98 27 02', '0.4.0.19495.2'],
    ['06 08 2b 06 01 05 05 07 01 03', '1.3.6.1.5.5.7.1.3'],
    ['06 09 2a 86 48 86 f7 0d 01 01 0b', '1.2.840.113549.1.1.11'],
  ])('decodes %s', (hex, expected) => {
    expect(decodeOid(readSingle(bytes(hex)))).toBe(expected);
  });

  it.each([
    ['empty', '06 00'],
    ['ends inside an arc', '06 02 55 84'],
    ['arc with a leading 0x80', '06 03 55 80 01'],
    ['arc too large for a number', `06 0a 55 ${'ff '.repeat(8)}7f`],
    ['not an OID tag', '04 01 55'],
  ])('rejects an OID that is %s', (_name, hex) => {
    expect(() => decodeOid(readSingle(bytes(hex)))).toThrow(DerError);
  });
});

describe('decodeString and decodeTime', () => {
  it.each([
    ['UTF8String', '0c 04 c3 a6 c3 b8', 'æø'],
    ['PrintableString', '13 02 4e 4f', 'NO'],
    ['TeletexString (Latin-1)', '14 01 e5', 'å'],
    ['BMPString', '1e 04 00 e6 00 f8', 'æø'],
    ['UniversalString', '1c 04 00 00 00 e5', 'å'],
  ])('decodes a %s', (_name, hex, expected) => {
    expect(decodeString(readSingle(bytes(hex)))).toBe(expected);
  });

  it.each([
    ['invalid UTF-8', '0c 02 c3 28'],
    ['non-ASCII PrintableString', '13 01 e5'],
    ['odd-length BMPString', '1e 03 00 e6 00'],
    ['out-of-range UniversalString', '1c 04 00 11 00 00'],
    ['INTEGER', '02 01 05'],
  ])('rejects %s', (_name, hex) => {
    expect(() => decodeString(readSingle(bytes(hex)))).toThrow(DerError);
  });

  it.each([
    ['UTCTime 2026', Buffer.from('\x17\x0d260301120000Z', 'latin1'), '2026-03-01T12:00:00.000Z'],
    ['UTCTime 1999', Buffer.from('\x17\x0d991231235959Z', 'latin1'), '1999-12-31T23:59:59.000Z'],
    ['GeneralizedTime 2050', Buffer.from('\x18\x0f20500101000000Z', 'latin1'), '2050-01-01T00:00:00.000Z'],
    ['GeneralizedTime year 0050', Buffer.from('\x18\x0f00500101000000Z', 'latin1'), '0050-01-01T00:00:00.000Z'],
  ])('decodes %s', (_name, der, expected) => {
    expect(decodeTime(readSingle(der)).toISOString()).toBe(expected);
  });

  it.each([
    ['no Z', '\x17\x0c260301120000'],
    ['a day that does not exist', '\x17\x0d260230120000Z'],
    ['hour 24', '\x17\x0d260301240000Z'],
    ['fractional seconds', '\x18\x1120260301120000.5Z'],
  ])('rejects a time with %s', (_name, der) => {
    expect(() => decodeTime(readSingle(Buffer.from(der, 'latin1')))).toThrow(DerError);
  });
});

describe('hostile input', () => {
  const certificate = createTestCertificate();

  it('rejects every truncation of a certificate with a DerError', () => {
    for (let length = 0; length < certificate.der.length; length += 1) {
      expect(() => readCertificateFields(certificate.der.subarray(0, length))).toThrow(DerError);
    }
  });

  it('throws nothing but DerError on corrupted certificates and random octets', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 3000; round += 1) {
      const input = round % 2 === 0 ? Buffer.from(certificate.der) : Buffer.alloc(1 + Math.floor(random() * 64));
      for (let flip = 0; flip < 1 + Math.floor(random() * 4); flip += 1) {
        input[Math.floor(random() * input.length)] = Math.floor(random() * 256);
      }
      for (const read of [
        readCertificateFields,
        readPsd2Statement,
        readQcTypes,
        readKeyUsage,
        readExtendedKeyUsage,
        readIsCa,
      ]) {
        try {
          read(input);
        } catch (error) {
          expect(error).toBeInstanceOf(DerError);
        }
      }
    }
  });
});
