import { createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDigest } from './digest';
import { parseSignatureHeader } from './signature-header';
import { buildSigningString } from './signing-string';
import { toSignatureAlgorithm, verifySignature } from './verify-signature';

// draft-cavage-http-signatures, Appendix C: the published test key, request and signatures.
const publicKey = createPublicKey(`-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDCFENGw33yGihy92pDjZQhl0C3
6rPJj+CvfSC8+q28hxA161QFNUd13wuCTUcq0Qd2qsBe/2hFyc2DCJJg0h1L78+6
Z4UMR7EOcpfdUE9Hf3m/hs+FUR45uBJeDK1HSFHD8bHKD6kv8FPGfJTotc+2xjJw
oYi+1hqp1fIekaxsyQIDAQAB
-----END PUBLIC KEY-----`);

const request = {
  method: 'POST',
  target: '/foo?param=value&pet=dog',
  headers: new Headers({
    Host: 'example.com',
    Date: 'Sun, 05 Jan 2014 21:31:40 GMT',
    'Content-Type': 'application/json',
    Digest: 'SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
    'Content-Length': '18',
  }),
  body: new TextEncoder().encode('{"hello": "world"}'),
};

const vectors = [
  {
    name: 'C.1 Default Test',
    header:
      'keyId="Test",algorithm="rsa-sha256",' +
      'signature="SjWJWbWN7i0wzBvtPl8rbASWz5xQW6mcJmn+ibttBqtifLN7Sazz6m79cNfwwb8DMJ5cou1s7uEGKKCs+FLEEaDV5lp7q25WqS+lavg7T8hc0GppauB6hbgEKTwblDHYGEtbGmtdHgVCk9SuS13F0hZ8FD0k/5OxEPXe5WozsbM="',
    signingString: 'date: Sun, 05 Jan 2014 21:31:40 GMT',
  },
  {
    name: 'C.2 Basic Test',
    header:
      'keyId="Test",algorithm="rsa-sha256",headers="(request-target) host date", ' +
      'signature="qdx+H7PHHDZgy4y/Ahn9Tny9V3GP6YgBPyUXMmoxWtLbHpUnXS2mg2+SbrQDMCJypxBLSPQR2aAjn7ndmw2iicw3HMbe8VfEdKFYRqzic+efkb3nndiv/x1xSHDJWeSWkx3ButlYSuBskLu6kd9Fswtemr3lgdDEmn04swr2Os0="',
    signingString: [
      '(request-target): post /foo?param=value&pet=dog',
      'host: example.com',
      'date: Sun, 05 Jan 2014 21:31:40 GMT',
    ].join('\n'),
  },
  {
    name: 'C.3 All Headers Test',
    header:
      'keyId="Test",algorithm="rsa-sha256",headers="(request-target) host date content-type digest content-length",' +
      'signature="vSdrb+dS3EceC9bcwHSo4MlyKS59iFIrhgYkz8+oVLEEzmYZZvRs8rgOp+63LEM3v+MFHB32NfpB2bEKBIvB1q52LaEUHFv120V01IL+TAD48XaERZFukWgHoBTLMhYS2Gb51gWxpeIq8knRmPnYePbF5MOkR0Zkly4zKH7s1dE="',
    signingString: [
      '(request-target): post /foo?param=value&pet=dog',
      'host: example.com',
      'date: Sun, 05 Jan 2014 21:31:40 GMT',
      'content-type: application/json',
      'digest: SHA-256=X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=',
      'content-length: 18',
    ].join('\n'),
  },
];

function verifyVector(header: string, target = request.target): { signingString: string; isValid: boolean } {
  const parsed = parseSignatureHeader(header);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const built = buildSigningString({
    method: request.method,
    target,
    headerNames: parsed.parts.headers,
    getHeader: (name) => request.headers.get(name),
  });
  const algorithm = toSignatureAlgorithm(parsed.parts.algorithm);
  if (!built.ok || !algorithm) throw new Error('vector did not build');
  const isValid = verifySignature({
    signingString: built.signingString,
    signature: parsed.parts.signature,
    algorithm,
    publicKey,
  });
  return { signingString: built.signingString, isValid };
}

describe('draft-cavage Appendix C', () => {
  it('has a Digest that matches its body', () => {
    expect(checkDigest(request.headers.get('digest'), request.body)).toEqual({ ok: true, algorithm: 'SHA-256' });
  });

  it.each(vectors)(
    '$name: rebuilds the signing string and verifies the published signature',
    ({ header, signingString }) => {
      expect(verifyVector(header)).toEqual({ signingString, isValid: true });
    },
  );

  it.each(vectors.slice(1))('$name: fails when the target is altered', ({ header }) => {
    expect(verifyVector(header, '/foo?param=value&pet=cat').isValid).toBe(false);
  });

  it.each(vectors)('$name: fails when one signature octet changes', ({ header }) => {
    const tampered = header.replace(
      /signature="(.)/,
      (_match, first: string) => `signature="${first === 'A' ? 'B' : 'A'}`,
    );
    expect(verifyVector(tampered).isValid).toBe(false);
  });
});
