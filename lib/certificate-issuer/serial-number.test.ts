import { describe, expect, it } from 'vitest';
import { canonicalSerialHex, randomSerialHex, serialToDerHex } from './serial-number';

describe('serial numbers', () => {
  it.each([
    ['00A1B2', 'A1B2', '00A1B2'],
    ['a1b2', 'A1B2', '00A1B2'],
    ['0AB1', '0AB1', '0AB1'],
    ['AB1', '0AB1', '0AB1'],
    ['00000001', '01', '01'],
  ])('%s is %s, DER content %s', (input, canonical, der) => {
    expect(canonicalSerialHex(input)).toBe(canonical);
    expect(serialToDerHex(input)).toBe(der);
  });

  it.each(['', '00', 'XYZ'])('rejects %j', (input) => {
    expect(() => canonicalSerialHex(input)).toThrow();
  });

  it('makes positive 16-byte serials that need no sign byte', () => {
    const serial = randomSerialHex();
    expect(serial).toMatch(/^[1-7][0-9A-F]{31}$/);
    expect(serialToDerHex(serial)).toBe(serial);
  });
});
