import { describe, expect, it } from 'vitest';
import { presentRequestLogEntry } from './present-request-log-entry';

const row = {
  id: 7n,
  at: new Date('2026-01-15T08:05:09Z'),
  method: 'GET',
  path: '/v1/accounts',
  operation: 'listAccounts',
  status: 200,
  errorCodes: [],
  durationMs: 12,
  xRequestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
  isAuthenticated: true,
  signatureDiagnosis: null,
};

// D28: the JSON columns are read back through schemas: what withXs2a stored opens, an older row shows it has none.
describe('presentRequestLogEntry', () => {
  it("reads a success's headers and shape, and a refusal's body", () => {
    const requestHeaders = {
      headers: [
        ['x-request-id', 'abc'],
        ['digest', 'SHA-256=…', 'shortened'],
      ],
      otherCount: 2,
    };
    const success = presentRequestLogEntry({ ...row, requestHeaders, response: { size: 10, shape: { a: 'string' } } });
    expect(success).toMatchObject({ id: '7', requestHeaders, response: { size: 10, shape: { a: 'string' } } });
    const body = { tppMessages: [{ category: 'ERROR', code: 'CONSENT_UNKNOWN' }] };
    const refusal = presentRequestLogEntry({ ...row, status: 403, requestHeaders, response: { size: 60, body } });
    expect(refusal.response).toEqual({ size: 60, body });
  });

  it('gives a row logged before headers and answers were kept none', () => {
    expect(presentRequestLogEntry({ ...row, requestHeaders: null, response: null })).toMatchObject({
      requestHeaders: null,
      response: null,
    });
  });
});
