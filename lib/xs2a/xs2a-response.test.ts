import { describe, expect, it } from 'vitest';
import { Xs2aError } from './xs2a-error';
import { errorToParts, resultToParts, toResponse } from './xs2a-response';

// Spec header table: the server answers Accept-Language with Content-Language; the API's texts are English (D2).
describe('toResponse', () => {
  it('answers Content-Language: en on a success, an empty answer and a refusal', () => {
    const responses = [
      toResponse(
        resultToParts({ status: 200, body: { consentStatus: 'valid' } }),
        '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      ),
      toResponse(resultToParts({ status: 204 }), undefined),
      toResponse(
        errorToParts(new Xs2aError('FORMAT_ERROR', { text: 'X-Request-ID must be a UUID.' }), undefined),
        undefined,
      ),
    ];
    for (const response of responses) expect(response.headers.get('Content-Language')).toBe('en');
  });
});
