import { describe, expect, it } from 'vitest';
import { callHeaders, callSigningOptions } from './call-arguments';

describe('callHeaders', () => {
  it('maps the PSU and TPP flags and --header lines to headers', () => {
    const headers = callHeaders({
      'psu-id': 'psu-uuid',
      'psu-corporate-id': 'corp-uuid',
      'psu-ip': '1.2.3.4',
      'redirect-uri': 'https://tpp.example/cb?state=x',
      'session-id': 's-1',
      header: ['x-accept-fix: amount-as-string', 'TPP-Redirect-Preferred:false'],
    });
    expect(headers).toEqual({
      'PSU-ID': 'psu-uuid',
      'PSU-Corporate-ID': 'corp-uuid',
      'PSU-IP-Address': '1.2.3.4',
      'TPP-Redirect-URI': 'https://tpp.example/cb?state=x',
      'TPP-Session-ID': 's-1',
      'x-accept-fix': 'amount-as-string',
      'TPP-Redirect-Preferred': 'false',
    });
  });

  it.each(['no colon', ': value'])('rejects --header %j', (line) => {
    expect(() => callHeaders({ header: [line] })).toThrow(/Name: value/);
  });
});

describe('callSigningOptions', () => {
  it('turns variant flags into signing options (D5)', () => {
    const options = callSigningOptions({
      wrap: 'rfc2047-Q',
      'request-target': 'last',
      serial: 'lower',
      algorithm: 'rsa-sha512',
      digest: 'SHA-512',
      date: 'plus-0000',
    });
    expect(options).toMatchObject({
      wrap: 'rfc2047-Q',
      requestTarget: 'last',
      serialFormat: 'lower',
      algorithm: 'rsa-sha512',
      digestAlgorithm: 'SHA-512',
      dateFormat: 'plus-0000',
    });
  });

  it('names the flag whose value is not allowed', () => {
    expect(() => callSigningOptions({ wrap: 'rfc2047-X', date: 'iso' })).toThrow(/--wrap: .*\n--date: /);
  });
});
