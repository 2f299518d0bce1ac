import { describe, expect, it } from 'vitest';
import { requestLogDurationBucket } from './request-log-durations';
import { rollUpRequestLogs } from './roll-up-request-logs';

const call = (at: string, overrides: Partial<Parameters<typeof rollUpRequestLogs>[0][number]> = {}) => ({
  at: new Date(at),
  tppId: 'tpp-1',
  isAuthenticated: true,
  operation: 'listAccounts',
  status: 200,
  errorCodes: [],
  durationMs: 40,
  ...overrides,
});

describe('rollUpRequestLogs', () => {
  it("counts a TPP's authenticated calls per UTC hour and operation, with their duration buckets", () => {
    const { hours } = rollUpRequestLogs([
      call('2026-11-28T09:00:00.000Z'),
      call('2026-11-28T09:59:59.999Z', { durationMs: 600 }),
      call('2026-11-28T10:00:00.000Z'),
      call('2026-11-28T09:10:00.000Z', { operation: 'readBalances' }),
      call('2026-11-28T09:10:00.000Z', { isAuthenticated: false }),
      call('2026-11-28T09:10:00.000Z', { tppId: null }),
    ]);
    const nine = hours.find((row) => row.hour === '2026-11-28T09:00:00.000Z' && row.operation === 'listAccounts');
    expect(hours).toHaveLength(3);
    expect(nine?.count).toBe(2);
    expect(nine?.durations[requestLogDurationBucket(40)]).toBe(1);
    expect(nine?.durations[requestLogDurationBucket(600)]).toBe(1);
    expect(nine?.durations.reduce((sum, count) => sum + count, 0)).toBe(2);
  });

  it('counts each error code of a refusal once, as the inspector’s code filter matches it, and successes never', () => {
    const { refusals } = rollUpRequestLogs([
      call('2026-11-28T09:00:00.000Z', { status: 401, errorCodes: ['CONSENT_EXPIRED', 'CONSENT_EXPIRED'] }),
      call('2026-11-28T09:05:00.000Z', { status: 400, errorCodes: ['FORMAT_ERROR', 'CONSENT_EXPIRED'] }),
      call('2026-11-28T09:05:00.000Z', { status: 200, errorCodes: ['FORMAT_ERROR'] }),
    ]);
    expect(refusals).toEqual(
      expect.arrayContaining([
        { tppId: 'tpp-1', hour: '2026-11-28T09:00:00.000Z', code: 'CONSENT_EXPIRED', count: 2 },
        { tppId: 'tpp-1', hour: '2026-11-28T09:00:00.000Z', code: 'FORMAT_ERROR', count: 1 },
      ]),
    );
    expect(refusals).toHaveLength(2);
  });
});
