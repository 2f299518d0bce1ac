import { describe, expect, it } from 'vitest';
import { checkDigest, computeDigest } from './digest';

const body = new TextEncoder().encode('{"hello": "world"}');
// draft-cavage-http-signatures Appendix C.
const cavageDigest = 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=';
const sha512 = computeDigest(body, 'SHA-512');

describe('computeDigest', () => {
  it('reproduces the draft-cavage Digest of {"hello": "world"}', () => {
    expect(computeDigest(body, 'SHA-256')).toBe(cavageDigest);
  });

  it('digests the empty body', () => {
    expect(computeDigest(new Uint8Array(), 'SHA-256')).toBe('SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('writes SHA-512 as SHA-512=<base64 of 64 octets>', () => {
    expect(sha512).toMatch(/^SHA-512=[A-Za-z0-9+/]{86}==$/);
  });
});

describe('checkDigest', () => {
  it.each([
    ['SHA-256', cavageDigest, 'SHA-256'],
    ['SHA-512', sha512, 'SHA-512'],
    ['a lower-case algorithm name', cavageDigest.replace('SHA-256', 'sha-256'), 'SHA-256'],
    ['spaces around the value', `  ${cavageDigest} `, 'SHA-256'],
    ['an unsupported digest before a supported one', `MD5=HUXZLQLMuI/KZ5KDcJPcOA==, ${cavageDigest}`, 'SHA-256'],
    ['two digests, both right', `${cavageDigest},${sha512}`, 'SHA-256'],
    [
      'a wrong SHA-256 next to a right SHA-512',
      `SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=, ${sha512}`,
      'SHA-512',
    ],
    ['an empty list element', `${cavageDigest},`, 'SHA-256'],
  ])('accepts %s', (_name, header, algorithm) => {
    expect(checkDigest(header, body)).toEqual({ ok: true, algorithm });
  });

  it.each([
    ['no header', null, 'missing'],
    ['an empty header', '  ', 'missing'],
    ['no "="', 'SHA-256', 'malformed'],
    ['an empty value', 'SHA-256=', 'malformed'],
    ['an empty algorithm', '=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=', 'malformed'],
    ['a value that is not base64', 'SHA-256=not base64!', 'malformed'],
    ['only commas', ',,', 'malformed'],
    ['only MD5', 'MD5=HUXZLQLMuI/KZ5KDcJPcOA==', 'unsupported-algorithm'],
    ['SHA-1', 'SHA=C+7Hteo/D9vJXQ3UfzxbwnXaijM=', 'unsupported-algorithm'],
    ['the digest of another body', 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', 'mismatch'],
    ['a SHA-512 value under SHA-256', `SHA-256=${sha512.slice('SHA-512='.length)}`, 'mismatch'],
  ])('refuses %s', (_name, header, reason) => {
    expect(checkDigest(header, body)).toMatchObject({ ok: false, reason });
  });

  it('reports what it expected and what it was given on a mismatch', () => {
    const given = 'SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
    expect(checkDigest(given, body)).toEqual({ ok: false, reason: 'mismatch', expected: cavageDigest, given });
  });

  it('checks the exact bytes: a trailing newline is another body', () => {
    expect(checkDigest(cavageDigest, new TextEncoder().encode('{"hello": "world"}\n'))).toMatchObject({
      reason: 'mismatch',
    });
  });
});
