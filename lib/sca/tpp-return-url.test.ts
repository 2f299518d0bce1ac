import { describe, expect, it } from 'vitest';
import { scaFailures } from './sca-failure';
import { failureReturnUrl, successReturnUrl } from './tpp-return-url';

const psuId = '7d3c8c2e-8a51-4c0b-9a9e-3f4b6b1d2e10';
const corporateId = 'c2a1f0d4-1e2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('successReturnUrl', () => {
  it.each([
    [
      'private, no own query',
      'https://tpp.example/cb',
      null,
      'PRIVATE',
      `https://tpp.example/cb?psu-id=${psuId}&tpp-session-id=s%201&context=PRIVATE`,
    ],
    [
      'corporate',
      'https://tpp.example/cb',
      corporateId,
      'CORPORATE',
      `https://tpp.example/cb?psu-id=${psuId}&psu-corporate-id=${corporateId}&tpp-session-id=s%201&context=CORPORATE`,
    ],
    [
      'own query kept as written',
      'https://tpp.example/cb?state=a%2Bb&x=1',
      null,
      'PRIVATE',
      `https://tpp.example/cb?state=a%2Bb&x=1&psu-id=${psuId}&tpp-session-id=s%201&context=PRIVATE`,
    ],
    [
      'a parameter of the same name replaced',
      'https://tpp.example/cb?context=old&state=s',
      null,
      'PRIVATE',
      `https://tpp.example/cb?state=s&psu-id=${psuId}&tpp-session-id=s%201&context=PRIVATE`,
    ],
  ] as const)('%s', (_name, redirectUri, psuCorporateId, context, expected) => {
    expect(successReturnUrl(redirectUri, { psuId, psuCorporateId, tppSessionId: 's 1', context })).toBe(expected);
  });

  it("adds a payment's transactionStatus after the four parameters, replacing one the TPP wrote", () => {
    expect(
      successReturnUrl('https://tpp.example/cb?transactionStatus=x&state=s', {
        psuId,
        psuCorporateId: corporateId,
        tppSessionId: 's',
        context: 'CORPORATE',
        transactionStatus: 'PATC',
      }),
    ).toBe(
      `https://tpp.example/cb?state=s&psu-id=${psuId}&psu-corporate-id=${corporateId}&tpp-session-id=s&context=CORPORATE&transactionStatus=PATC`,
    );
  });
});

describe('failureReturnUrl', () => {
  it('carries system, status, code and a URL-encoded message', () => {
    const url = new URL(failureReturnUrl('https://tpp.example/nok?state=xyz', scaFailures.cancelled));
    expect(url.search).toBe(
      '?state=xyz&system=SCA&status=401&code=CONSENT_INVALID&message=The%20customer%20cancelled%20the%20authorisation.',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 'xyz',
      system: 'SCA',
      status: '401',
      code: 'CONSENT_INVALID',
      message: 'The customer cancelled the authorisation.',
    });
  });
});
