import { describe, expect, it } from 'vitest';
import { loggableRequestHeaders } from './loggable-request-headers';

const signature = `keyId="SN=1A2B,CA=CN=Test CA,O=Bank",algorithm="rsa-sha256",headers="digest x-request-id date x-custom",signature="${'Q'.repeat(340)}=="`;
const certificate = `MIIDdzCCAl+gAwIBAgIU${'A'.repeat(1200)}wXyZ`;

// D28: what the request log keeps of a real client's headers: enough to debug a call, never a secret or a PSU's identity.
describe('loggableRequestHeaders', () => {
  const logged = loggableRequestHeaders(
    new Headers({
      'X-Request-ID': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      Digest: `SHA-256=${'b'.repeat(43)}=`,
      Signature: signature,
      'TPP-Signature-Certificate': certificate,
      Authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.payload.signature',
      'PSU-ID': '01017012345',
      'PSU-IP-Address': '192.168.8.78',
      'PSU-User-Agent': 'Mozilla/5.0',
      'X-Custom': 'signed, so kept',
      'X-Unsigned': 'not kept',
      Cookie: 'session=secret',
      'X-Forwarded-For': '10.0.0.1',
      'x-internal-client-address': '10.0.0.1',
      'TPP-Redirect-URI': `https://tpp.example.test/${'x'.repeat(400)}`,
    }),
  );
  const byName = Object.fromEntries(logged.headers.map(([name, ...rest]) => [name, rest]));

  it.each([
    ['digest', [`SHA-256=bbbbbbbb…bbb= (44 characters)`, 'shortened']],
    ['tpp-signature-certificate', [`MIIDdzCC…wXyZ (${certificate.length} characters)`, 'shortened']],
    ['authorization', ['Bearer eyJhbGci…ture (38 characters)', 'shortened']],
    ['psu-id', ['11 characters', 'masked']],
    ['psu-ip-address', ['12 characters', 'masked']],
    ['psu-user-agent', ['Mozilla/5.0']],
    ['x-request-id', ['99391c7e-ad88-49ec-a2ad-99ddcb1f7721']],
    ['x-custom', ['signed, so kept']],
  ])('keeps %s as %j', (name, expected) => {
    expect(byName[name]).toEqual(expected);
  });

  it('shortens only the signature value of the Signature header, keeping keyId, algorithm and headers', () => {
    expect(byName.signature).toEqual([
      signature.replace(/signature="Q+=="/, 'signature="QQQQQQQQ…QQ== (342 characters)"'),
      'shortened',
    ]);
  });

  it('cuts a long value, and counts the headers it does not keep', () => {
    expect(byName['tpp-redirect-uri']?.[0]).toHaveLength(301);
    expect(byName['tpp-redirect-uri']?.[1]).toBe('truncated');
    for (const name of ['x-unsigned', 'cookie', 'x-forwarded-for', 'x-internal-client-address'])
      expect(byName[name]).toBeUndefined();
    expect(logged.otherCount).toBe(4);
  });

  it('keeps at most 30 headers', () => {
    const many = new Headers(Array.from({ length: 40 }, (_, index) => [`tpp-extra-${index}`, 'x'] as [string, string]));
    expect(loggableRequestHeaders(many)).toMatchObject({ otherCount: 10 });
    expect(loggableRequestHeaders(many).headers).toHaveLength(30);
  });

  it('keeps no part of a short credential or of a Basic password, only the scheme and the length', () => {
    const kept = (authorization: string) =>
      loggableRequestHeaders(new Headers({ Authorization: authorization })).headers[0];
    // dXNlcjpzM2NyZXQtcGFzcw== is "user:s3cret-pass": its ends would give away most of the password.
    expect(kept('Basic dXNlcjpzM2NyZXQtcGFzcw==')).toEqual(['authorization', 'Basic (24 characters)', 'shortened']);
    expect(kept('Bearer 0123456789abcdefghij')).toEqual(['authorization', 'Bearer (20 characters)', 'shortened']);
    expect(kept(`Bearer ${'t'.repeat(40)}`)).toEqual([
      'authorization',
      'Bearer tttttttt…tttt (40 characters)',
      'shortened',
    ]);
  });

  it('shortens a credential the Signature signs, whatever its name, like Authorization', () => {
    const signed =
      'keyId="SN=1",algorithm="rsa-sha256",headers="x-api-key proxy-authorization x-auth-token",signature="x"';
    const logged = loggableRequestHeaders(
      new Headers({
        Signature: signed,
        'X-API-Key': 'k3y-0123456789abcdef',
        'Proxy-Authorization': 'Basic dXNlcjpzM2NyZXQtcGFzcw==',
        'X-Auth-Token': 'tok-0123456789abcdef',
      }),
    );
    const byName = Object.fromEntries(logged.headers.map(([name, ...rest]) => [name, rest]));
    expect(byName['x-api-key']).toEqual(['(20 characters)', 'shortened']);
    expect(byName['proxy-authorization']).toEqual(['Basic (24 characters)', 'shortened']);
    expect(byName['x-auth-token']).toEqual(['(20 characters)', 'shortened']);
  });
});
