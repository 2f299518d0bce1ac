import { describe, expect, it } from 'vitest';
import { readPsuHeaders } from '@/lib/xs2a/psu-headers';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A header as it comes off the wire: its UTF-8 octets, one Latin-1 character per octet (as Fetch Headers give them). */
const wire = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

function refusal(headers: Record<string, string>): { code: string; path?: string; text?: string } | undefined {
  try {
    readPsuHeaders(new Headers(headers));
    return undefined;
  } catch (error) {
    if (!(error instanceof Xs2aError)) throw error;
    return { code: error.code, path: error.path, text: error.text };
  }
}

describe('readPsuHeaders holds header text to the bank character set (D12)', () => {
  it.each([
    ['TPP-Redirect-URI', 'https://tpp.example/cb?note=😀', 'U+1F600'],
    ['TPP-Nok-Redirect-URI', 'https://tpp.example/failed?x=€😀', 'U+1F600'],
    ['PSU-User-Agent', 'Mozilla/5.0 🦊', 'U+1F98A'],
    ['PSU-Accept-Language', 'nb-NO 中文', 'U+4E2D'],
    ['PSU-Accept', 'application/json ✓', 'U+2713'],
    ['PSU-Accept-Charset', 'utf-8 😀', 'U+1F600'],
    ['PSU-Accept-Encoding', 'gzip 😀', 'U+1F600'],
    ['PSU-HTTP-Method', 'GET😀', 'U+1F600'],
    ['TPP-Session-ID', 'session-😀', 'U+1F600'],
  ])('%s with %s is 400 FORMAT_ERROR naming the header and the character', (header, value, codePoint) => {
    expect(refusal({ [header]: wire(value) })).toEqual({
      code: 'FORMAT_ERROR',
      path: header,
      text: expect.stringContaining(codePoint),
    });
  });

  it('refuses a control character sent as ISO-8859-1 (C1, not UTF-8)', () => {
    expect(refusal({ 'PSU-User-Agent': 'Agent \x85' })).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-User-Agent' });
  });

  it('reads Latin-1 text sent as UTF-8 as that text, so a redirect URI keeps the PSU-facing characters the TPP sent', () => {
    const psu = readPsuHeaders(
      new Headers({
        'TPP-Redirect-URI': wire('https://tpp.example/cb?by=Bjørn'),
        'PSU-User-Agent': wire('Nettleser – «æøå»'),
      }),
    );
    expect(psu.tppRedirectUri).toBe('https://tpp.example/cb?by=Bjørn');
    expect(psu.psuUserAgent).toBe('Nettleser – «æøå»');
  });

  it.each(['Voilà', 'Merci\u00a0', 'Note †'])(
    'keeps %j sent as UTF-8 whole, though its last octet is 0xA0 (String.trim would cut it)',
    (text) => {
      expect(readPsuHeaders(new Headers({ 'PSU-User-Agent': ` ${wire(text)}\t` })).psuUserAgent).toBe(text);
    },
  );

  it('reads octets that are not UTF-8 as ISO-8859-1', () => {
    expect(readPsuHeaders(new Headers({ 'PSU-User-Agent': 'Bj\xf8rn' })).psuUserAgent).toBe('Bjørn');
  });

  it('leaves ASCII values as sent', () => {
    const psu = readPsuHeaders(
      new Headers({
        'TPP-Redirect-URI': 'https://tpp.example/cb?state=a%F0%9F%98%80',
        'PSU-Geo-Location': 'GEO:59.91,10.75',
      }),
    );
    expect(psu.tppRedirectUri).toBe('https://tpp.example/cb?state=a%F0%9F%98%80');
    expect(psu.psuGeoLocation).toBe('GEO:59.91,10.75');
  });
});

describe('readPsuHeaders and PSU-Geo-Location', () => {
  it.each(['GEO:95.0,10.75', 'GEO:59.91,181', 'GEO:-90.5,0', 'GEO:0,-180.01', 'Oslo'])(
    'refuses %s with 400 FORMAT_ERROR',
    (value) => {
      expect(refusal({ 'PSU-Geo-Location': value })).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-Geo-Location' });
    },
  );

  it.each(['GEO:59.91,10.75', 'GEO:-90,-180', 'GEO:90;180', 'geo:52.506931;13.144558'])('accepts %s', (value) => {
    expect(readPsuHeaders(new Headers({ 'PSU-Geo-Location': value })).psuGeoLocation).toBe(value);
  });
});

describe('readPsuHeaders and PSU-HTTP-Method', () => {
  it.each(['HEAD', 'get', 'OPTIONS'])('refuses %s with 400 FORMAT_ERROR on every operation', (value) => {
    expect(refusal({ 'PSU-HTTP-Method': value })).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-HTTP-Method' });
  });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('accepts %s', (value) => {
    expect(refusal({ 'PSU-HTTP-Method': value })).toBeUndefined();
  });
});

describe('readPsuHeaders and a header sent empty', () => {
  it.each([
    'TPP-Redirect-Preferred',
    'TPP-Explicit-Authorisation-Preferred',
    'PSU-Geo-Location',
    'TPP-Session-ID',
    'PSU-IP-Address',
    'PSU-IP-Port',
    'PSU-ID',
    'PSU-Corporate-ID',
    'PSU-Device-ID',
    'PSU-HTTP-Method',
  ])('refuses %s sent empty with 400 FORMAT_ERROR, as any other value that breaks its format', (header) => {
    expect(refusal({ [header]: '' })).toMatchObject({ code: 'FORMAT_ERROR', path: header });
    expect(refusal({ [header]: '  ' })).toMatchObject({ code: 'FORMAT_ERROR', path: header });
  });

  it('keeps an empty free-text header as the empty text it is, not as absent', () => {
    const psu = readPsuHeaders(new Headers({ 'PSU-User-Agent': '', 'TPP-Redirect-URI': '' }));
    expect(psu.psuUserAgent).toBe('');
    expect(psu.tppRedirectUri).toBe('');
    expect(readPsuHeaders(new Headers()).tppRedirectUri).toBeUndefined();
  });
});

describe('readPsuHeaders and PSU-IP-Port', () => {
  it.each(['0', '80', '09999', '65535'])('accepts %s', (value) => {
    expect(readPsuHeaders(new Headers({ 'PSU-IP-Port': value })).psuIpPort).toBe(value);
  });

  it.each(['65536', '93505', '99999', '123456', '-1', '80a'])('refuses %s with 400 FORMAT_ERROR', (value) => {
    expect(refusal({ 'PSU-IP-Port': value })).toMatchObject({ code: 'FORMAT_ERROR', path: 'PSU-IP-Port' });
  });
});

describe('readPsuHeaders and TPP-Explicit-Authorisation-Preferred (D22)', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['True', true],
    [' true\t', true],
    ['false', false],
    ['FaLsE', false],
  ])('reads %j as %s', (value, expected) => {
    expect(readPsuHeaders(new Headers({ 'TPP-Explicit-Authorisation-Preferred': value }))).toMatchObject({
      tppExplicitAuthorisationPreferred: expected,
    });
  });

  it('reads the header left out as false', () => {
    expect(readPsuHeaders(new Headers()).tppExplicitAuthorisationPreferred).toBe(false);
  });

  it.each(['yes', '1', 'true,false', 'truee'])('refuses %j with 400 FORMAT_ERROR naming the header', (value) => {
    expect(refusal({ 'TPP-Explicit-Authorisation-Preferred': value })).toEqual({
      code: 'FORMAT_ERROR',
      path: 'TPP-Explicit-Authorisation-Preferred',
      text: `TPP-Explicit-Authorisation-Preferred must be true or false; got "${value}".`,
    });
  });
});
