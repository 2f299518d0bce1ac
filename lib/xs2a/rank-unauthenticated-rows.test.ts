import { describe, expect, it } from 'vitest';
import {
  rankUnauthenticatedRows,
  unauthenticatedRowsAddressPrefix,
  unauthenticatedRowsCounterPrefix,
} from './rank-unauthenticated-rows';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);
const key = (fingerprint: string) => `${unauthenticatedRowsCounterPrefix}${fingerprint}`;
const address = (client: string) => `${unauthenticatedRowsAddressPrefix}${client}`;

// D28: the limits count the unauthenticated rows per hour; a batch's rows of one certificate take their places in order.
describe('rankUnauthenticatedRows', () => {
  it('places the rows of one certificate and hour in order, each knowing how many the batch holds', () => {
    const rows = [
      { certificateFingerprint: 'AA', at: at('10:00:00') },
      { certificateFingerprint: 'AA', at: at('10:59:59.999') },
      { certificateFingerprint: 'AA', at: at('10:30:00') },
    ];
    expect(rankUnauthenticatedRows(rows)).toEqual(
      [1, 2, 3].map((rank) => ({
        windowStart: at('10:00:00'),
        certificate: { counterKey: key('AA'), rank, inBatch: 3 },
        addressKey: null,
      })),
    );
  });

  it('counts each certificate and each hour apart', () => {
    const rows = [
      { certificateFingerprint: 'AA', at: at('10:59:59.999') },
      { certificateFingerprint: 'BB', at: at('10:15:00') },
      { certificateFingerprint: 'AA', at: at('11:00:00') },
      { certificateFingerprint: 'AA', at: at('10:01:00') },
    ];
    expect(rankUnauthenticatedRows(rows).map((rank) => [rank?.windowStart, rank?.certificate])).toEqual([
      [at('10:00:00'), { counterKey: key('AA'), rank: 1, inBatch: 2 }],
      [at('10:00:00'), { counterKey: key('BB'), rank: 1, inBatch: 1 }],
      [at('11:00:00'), { counterKey: key('AA'), rank: 1, inBatch: 1 }],
      [at('10:00:00'), { counterKey: key('AA'), rank: 2, inBatch: 2 }],
    ]);
  });

  it.each([
    [
      'an authenticated row, even with a certificate and an address',
      { isAuthenticated: true, certificateFingerprint: 'AA', clientAddress: '192.0.2.1', at: at('10:20:00') },
      null,
    ],
    [
      'a row without a certificate: its hour and address only',
      { isAuthenticated: false, clientAddress: '192.0.2.1', at: at('10:20:00') },
      { windowStart: at('10:00:00'), certificate: null, addressKey: address('192.0.2.1') },
    ],
    [
      'a row that does not say where it came from',
      { at: at('10:20:00') },
      { windowStart: at('10:00:00'), certificate: null, addressKey: null },
    ],
  ])('ranks %s, out of the certificate rows’ places', (_name, row, expected) => {
    const ranks = rankUnauthenticatedRows([
      row,
      { certificateFingerprint: 'AA', clientAddress: '2001:db8::/64', at: at('10:05:00') },
    ]);
    expect(ranks).toEqual([
      expected,
      {
        windowStart: at('10:00:00'),
        certificate: { counterKey: key('AA'), rank: 1, inBatch: 1 },
        addressKey: address('2001:db8::/64'),
      },
    ]);
  });
});
