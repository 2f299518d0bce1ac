import { describe, expect, it } from 'vitest';
import { checkDate } from '@/lib/signing/request-checks';
import { registerBlockedText } from '@/lib/tpp/trust/check-production-trust';
import { refusalFaq } from './refusal-faq';

// D27: /support quotes the texts the API really answers with; a changed API text must change the page too.
const faqText = (code: string) => refusalFaq.find((entry) => entry.code === code)?.apiText;

describe('refusalFaq', () => {
  it('quotes the API’s own FORMAT_ERROR text for a request without a Date header', () => {
    const request = { method: 'GET', target: '/v1/accounts', headers: new Headers(), body: null };
    const result = checkDate(request, { now: new Date(), clockSkewSeconds: 60 });
    expect(result.passed === false && result.text).toBe(faqText('FORMAT_ERROR'));
  });

  it('quotes the API’s own CERTIFICATE_BLOCKED text for a TPP the register lists as withdrawn', () => {
    expect(registerBlockedText('…', 'withdrawn')).toBe(faqText('CERTIFICATE_BLOCKED'));
  });

  it('lists each code once', () => {
    const codes = refusalFaq.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
