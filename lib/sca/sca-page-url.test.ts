import { describe, expect, it } from 'vitest';
import { scaHandleOf, scaPageUrl, scaStepUrl } from './sca-page-url';

// D17: every SCA page's address names its SCA, after the page's own query.
describe('scaPageUrl and scaHandleOf', () => {
  it.each([
    [scaPageUrl('A1b2', '/sca/sign-in'), '/sca/sign-in?sca=A1b2'],
    [scaPageUrl('A1b2', '/sca/consent', { error: 'changed' }), '/sca/consent?error=changed&sca=A1b2'],
    [
      scaPageUrl('A1b2', '/sca/sign-in', { error: 'unknown', typed: 'x_y-z' }),
      '/sca/sign-in?error=unknown&typed=x_y-z&sca=A1b2',
    ],
    [
      scaStepUrl({
        authorisationId: 'A1b2',
        kind: 'PAYMENT',
        scaStatus: 'PSU_AUTHENTICATED',
        customerId: 'c',
        context: 'PRIVATE',
        agreementId: null,
      }),
      '/sca/payment?sca=A1b2',
    ],
  ])('%s', (url, expected) => {
    expect(url).toBe(expected);
    expect(scaHandleOf(url)).toBe('A1b2');
  });

  it.each([
    null,
    undefined,
    '',
    '/sca/sign-in',
    '/sca/sign-in?error=unknown',
    '/sca/sign-in?sca=',
    // Another page's ?sca= is never echoed into its forms, nor a value no authorisation's id can be.
    '/my-consents?sca=A1b2',
    '/help?sca=A1b2',
    '/scarf?sca=A1b2',
    '/sca/sign-in?sca=%22%3E%3Cscript%3E',
    `/sca/sign-in?sca=${'a'.repeat(65)}`,
  ])('names no SCA in %s', (pathAndQuery) => {
    expect(scaHandleOf(pathAndQuery) || null).toBeNull();
  });
});
