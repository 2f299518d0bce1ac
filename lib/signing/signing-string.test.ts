import { describe, expect, it } from 'vitest';
import { buildSigningString } from './signing-string';

const headers = new Headers({
  Date: 'Sun, 05 Jan 2014 21:31:40 GMT',
  'X-Request-ID': '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
  'PSU-ID': 'a b',
});
const getHeader = (name: string) => headers.get(name);

describe('buildSigningString', () => {
  it.each([
    [
      '(request-target) first, lower-cased method, query kept as received',
      'GET',
      '/v1/accounts?withBalance=true&x=%20',
      ['(request-target)', 'date', 'x-request-id'],
      [
        '(request-target): get /v1/accounts?withBalance=true&x=%20',
        'date: Sun, 05 Jan 2014 21:31:40 GMT',
        'x-request-id: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      ],
    ],
    [
      'the order of the headers part, without (request-target)',
      'POST',
      '/v1/consents',
      ['x-request-id', 'psu-id', 'date'],
      ['x-request-id: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721', 'psu-id: a b', 'date: Sun, 05 Jan 2014 21:31:40 GMT'],
    ],
  ])('builds %s', (_name, method, target, headerNames, lines) => {
    expect(buildSigningString({ method, target, headerNames, getHeader })).toEqual({
      ok: true,
      signingString: lines.join('\n'),
      lines,
    });
  });

  it('reports the first listed header the request lacks, with the lines built so far', () => {
    expect(
      buildSigningString({ method: 'GET', target: '/', headerNames: ['date', 'digest', 'psu-ip-address'], getHeader }),
    ).toEqual({
      ok: false,
      missingHeader: 'digest',
      lines: ['date: Sun, 05 Jan 2014 21:31:40 GMT'],
    });
  });
});
