import { describe, expect, it } from 'vitest';
import { addDays, dayPartitionName, partitionDay, utcDay } from './day-partitions';

describe('day partitions (D36)', () => {
  it('puts an instant in its UTC day, midnight in the day it begins', () => {
    const instants = ['2026-11-28T00:00:00.000Z', '2026-11-28T23:59:59.999Z', '2026-11-29T00:00:00.000Z'];
    expect(instants.map((at) => utcDay(new Date(at)).toISOString().slice(0, 10))).toEqual([
      '2026-11-28',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('names a day partition and reads the day back from the name', () => {
    const day = new Date('2026-02-28T00:00:00Z');
    expect(dayPartitionName('RequestLog', day)).toBe('RequestLog_20260228');
    expect(partitionDay('RequestLog', 'RequestLog_20260228')).toEqual(day);
    expect(addDays(day, 1).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it.each([['RequestLog_unpartitioned'], ['RequestLog_20260230'], ['SeenRequestId_20260228'], ['RequestLogHour']])(
    'reads no day from %s',
    (name) => {
      expect(partitionDay('RequestLog', name)).toBeNull();
    },
  );
});
