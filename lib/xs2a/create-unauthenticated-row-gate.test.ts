import { describe, expect, it } from 'vitest';
import { createUnauthenticatedRowGate } from './create-unauthenticated-row-gate';

const at = (time: string) => new Date(`2026-11-27T${time}Z`);
const refused = (certificateFingerprint: string, time = '10:00:00') => ({ certificateFingerprint, at: at(time) });

// D28: an instance never queues a row of a certificate past the limit its own rows already reached in the hour.
describe('createUnauthenticatedRowGate', () => {
  it('admits a certificate’s rows up to the limit in an hour, and again in the next hour', () => {
    const gate = createUnauthenticatedRowGate(3);
    expect(['10:00:00', '10:10:00', '10:20:00', '10:30:00', '10:59:59'].map((time) => gate.admits(refused('AA', time)))).toEqual([true, true, true, false, false]);
    expect(gate.admits(refused('BB', '10:59:59'))).toBe(true);
    expect(gate.admits(refused('AA', '11:00:00'))).toBe(true);
  });

  it.each([
    ['an authenticated row', { isAuthenticated: true, certificateFingerprint: 'AA', at: at('10:00:00') }],
    ['a row without a certificate', { at: at('10:00:00') }],
    ['a row of an hour already past, for the database to count', refused('AA', '09:59:59')],
  ])('always admits %s', (_name, row) => {
    const gate = createUnauthenticatedRowGate(1);
    gate.admits(refused('AA', '10:00:00'));
    expect([gate.admits(row), gate.admits(row)]).toEqual([true, true]);
  });

  it('leaves certificates past the ones it tracks to the database', () => {
    const gate = createUnauthenticatedRowGate(1);
    for (let index = 0; index < 10_000; index++) gate.admits(refused(`C${index}`));
    expect([gate.admits(refused('new')), gate.admits(refused('new'))]).toEqual([true, true]);
    expect(gate.admits(refused('C0'))).toBe(false);
  });
});
