import { describe, expect, it } from 'vitest';
import { batchTimesSchema } from './env';

describe('XS2A_BATCH_TIMES', () => {
  it.each([
    ['06:00,09:00,12:00,15:00,18:00', ['06:00', '09:00', '12:00', '15:00', '18:00']],
    [' 18:00, 06:00,06:00 ', ['06:00', '18:00']],
    ['off', []],
  ])('%j is %j', (value, expected) => {
    expect(batchTimesSchema.parse(value)).toEqual(expected);
  });

  it.each(['6:00', '24:00', '12:60', '', 'noon', '06:00;09:00'])('%j is refused', (value) => {
    expect(batchTimesSchema.safeParse(value).success).toBe(false);
  });
});
