import { describe, expect, it } from 'vitest';
import { createUnauthenticatedRowGate } from './create-unauthenticated-row-gate';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);
const refused = (certificateFingerprint: string, time = '10:00:00') => ({ certificateFingerprint, at: at(time) });
const anonymous = (clientAddress: string, time = '10:00:00') => ({ clientAddress, at: at(time) });
const limits = (perCertificate: number, perAddress = 1_000, anonymousRows = 1_000) => ({
  perCertificate,
  perAddress,
  anonymous: anonymousRows,
});

// D28: an instance never queues a row its own rows of the hour already put past a limit the database would refuse it by.
describe('createUnauthenticatedRowGate', () => {
  it('admits a certificate’s rows up to the limit in an hour, and again in the next hour', () => {
    const gate = createUnauthenticatedRowGate(limits(3));
    expect(
      ['10:00:00', '10:10:00', '10:20:00', '10:30:00', '10:59:59'].map((time) => gate.refuses(refused('AA', time))),
    ).toEqual([null, null, null, 'certificate', 'certificate']);
    expect(gate.refuses(refused('BB', '10:59:59'))).toBeNull();
    expect(gate.refuses(refused('AA', '11:00:00'))).toBeNull();
  });

  // Each row in turn, with a limit of 2 per certificate, 3 per address and 4 anonymous rows an hour.
  it.each([
    [
      'an address’s rows stop at its limit, whatever certificates they bring',
      [['A', 'C1'], ['A', 'C2'], ['A'], ['A', 'C3'], ['A'], ['B']],
      [null, null, null, 'address', 'address', null],
    ],
    [
      'a certificate’s refused rows do not use up its address',
      [
        ['A', 'C1'],
        ['A', 'C1'],
        ['A', 'C1'],
        ['A', 'C2'],
        ['A', 'C2'],
      ],
      [null, null, 'certificate', null, 'address'],
    ],
    [
      'rows without a certificate stop at the ceiling, whatever their addresses',
      [['A'], ['B'], ['C'], ['D'], ['E'], ['F', 'C1']],
      [null, null, null, null, 'anonymous', null],
    ],
    [
      'an address’s refused rows do not use up the ceiling',
      [['A'], ['A'], ['A'], ['A'], ['A'], ['B'], ['C']],
      [null, null, null, 'address', 'address', null, 'anonymous'],
    ],
  ])('%s', (_name, rows, expected) => {
    const gate = createUnauthenticatedRowGate(limits(2, 3, 4));
    expect(
      rows.map(([clientAddress, certificateFingerprint]) =>
        gate.refuses({ clientAddress, certificateFingerprint, at: at('10:00:00') }),
      ),
    ).toEqual(expected);
  });

  it.each([
    [
      'an authenticated row',
      { isAuthenticated: true, certificateFingerprint: 'AA', clientAddress: 'A', at: at('10:00:00') },
    ],
    ['a row of an hour already past, for the database to count', { ...refused('AA', '09:59:59'), clientAddress: 'A' }],
  ])('always admits %s', (_name, row) => {
    const gate = createUnauthenticatedRowGate(limits(1, 1, 1));
    gate.refuses({ ...refused('AA', '10:00:00'), clientAddress: 'A' });
    gate.refuses(anonymous('B'));
    expect([gate.refuses(row), gate.refuses(row)]).toEqual([null, null]);
  });

  it('leaves certificates and addresses past the ones it tracks to the database', () => {
    const gate = createUnauthenticatedRowGate(limits(1));
    for (let index = 0; index < 10_000; index++) gate.refuses(refused(`C${index}`));
    expect([gate.refuses(refused('new')), gate.refuses(refused('new'))]).toEqual([null, null]);
    expect([gate.refuses(anonymous('A')), gate.refuses(anonymous('A'))]).toEqual([null, null]);
    expect(gate.refuses(refused('C0'))).toBe('certificate');
  });
});
