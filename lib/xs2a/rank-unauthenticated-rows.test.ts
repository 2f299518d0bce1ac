import { describe, expect, it } from 'vitest';
import { rankUnauthenticatedRows, unauthenticatedRowsCounterPrefix } from './rank-unauthenticated-rows';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);
const key = (fingerprint: string) => `${unauthenticatedRowsCounterPrefix}${fingerprint}`;

// D28: the limit counts a certificate's unauthenticated rows per hour; a batch's rows take their places in order.
describe('rankUnauthenticatedRows', () => {
  it('places the rows of one certificate and hour in order, each knowing how many the batch holds', () => {
    const rows = [{ certificateFingerprint: 'AA', at: at('10:00:00') }, { certificateFingerprint: 'AA', at: at('10:59:59.999') }, { certificateFingerprint: 'AA', at: at('10:30:00') }];
    expect(rankUnauthenticatedRows(rows)).toEqual([1, 2, 3].map((rank) => ({ counterKey: key('AA'), windowStart: at('10:00:00'), rank, inBatch: 3 })));
  });

  it('counts each certificate and each hour apart', () => {
    const rows = [
      { certificateFingerprint: 'AA', at: at('10:59:59.999') },
      { certificateFingerprint: 'BB', at: at('10:15:00') },
      { certificateFingerprint: 'AA', at: at('11:00:00') },
      { certificateFingerprint: 'AA', at: at('10:01:00') },
    ];
    expect(rankUnauthenticatedRows(rows)).toEqual([
      { counterKey: key('AA'), windowStart: at('10:00:00'), rank: 1, inBatch: 2 },
      { counterKey: key('BB'), windowStart: at('10:00:00'), rank: 1, inBatch: 1 },
      { counterKey: key('AA'), windowStart: at('11:00:00'), rank: 1, inBatch: 1 },
      { counterKey: key('AA'), windowStart: at('10:00:00'), rank: 2, inBatch: 2 },
    ]);
  });

  it.each([
    ['an authenticated row, even with a certificate', { isAuthenticated: true, certificateFingerprint: 'AA', at: at('10:00:00') }],
    ['a row without a certificate, which no TPP is shown', { isAuthenticated: false, at: at('10:00:00') }],
  ])('leaves %s alone, and out of the others’ places', (_name, row) => {
    const ranks = rankUnauthenticatedRows([row, { certificateFingerprint: 'AA', at: at('10:05:00') }]);
    expect(ranks).toEqual([null, { counterKey: key('AA'), windowStart: at('10:00:00'), rank: 1, inBatch: 1 }]);
  });
});
