import { describe, expect, it } from 'vitest';
import { requestLogLine } from './observe-request';

const request = {
  tppId: 'tpp-1',
  method: 'GET',
  path: '/v1/accounts/abc/transactions?dateFrom=2026-01-01&bookingStatus=booked',
  operation: 'readAccountTransactions',
  status: 200,
  errorCodes: [],
  durationMs: 12.3456,
  xRequestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
};

describe('requestLogLine (D33)', () => {
  it("holds exactly the request's identifiers, the path without its query, and the duration in tenths of a millisecond", () => {
    expect(requestLogLine(request)).toEqual({
      requestId: '99391c7e-ad88-49ec-a2ad-99ddcb1f7721',
      tppId: 'tpp-1',
      operation: 'readAccountTransactions',
      method: 'GET',
      path: '/v1/accounts/abc/transactions',
      status: 200,
      durationMs: 12.3,
    });
  });

  it('names the error codes of a refusal, and cuts what a client may have made long', () => {
    const line = requestLogLine({
      ...request,
      tppId: undefined,
      status: 400,
      errorCodes: ['FORMAT_ERROR'],
      path: `/v1/${'x'.repeat(500)}`,
      xRequestId: 'y'.repeat(300),
    });
    expect(line).toMatchObject({ tppId: undefined, status: 400, errorCodes: ['FORMAT_ERROR'] });
    expect([(line.path as string).length, (line.requestId as string).length]).toEqual([300, 100]);
  });
});
