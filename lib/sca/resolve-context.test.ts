import { describe, expect, it } from 'vitest';
import { resolveContext } from './resolve-context';

const one = [{ agreementId: 'a1', companyName: 'Bygg AS', organisationNumber: '923 609 016' }];
const two = [...one, { agreementId: 'a2', companyName: 'Rør AS', organisationNumber: '974 760 673' }];

describe('resolveContext', () => {
  it.each([
    ['no corporate agreements', null, null, [], { context: 'PRIVATE', agreementId: null }],
    ['no corporate agreements, CORPORATE asked', 'CORPORATE', null, [], { context: 'PRIVATE', agreementId: null }],
    ['PRIVATE asked', 'PRIVATE', null, two, { context: 'PRIVATE', agreementId: null }],
    ['nothing asked: the picker', null, null, one, { context: null, agreementId: null }],
    ['CORPORATE asked, one agreement', 'CORPORATE', null, one, { context: 'CORPORATE', agreementId: 'a1' }],
    [
      'CORPORATE asked, two agreements: the picker, Corporate chosen',
      'CORPORATE',
      null,
      two,
      { context: 'CORPORATE', agreementId: null },
    ],
    ['a PSU-Corporate-ID the PSU may act for', 'CORPORATE', 'a2', two, { context: 'CORPORATE', agreementId: 'a2' }],
    ['a PSU-Corporate-ID of another agreement', 'CORPORATE', 'a9', two, { context: 'CORPORATE', agreementId: null }],
  ] as const)('%s', (_name, requested, hintedAgreementId, agreements, expected) => {
    expect(resolveContext({ requested, hintedAgreementId, agreements: [...agreements] })).toEqual(expected);
  });
});
