import { describe, expect, it } from 'vitest';
import { addIsoDuration } from '@/lib/sandbox/clock/add-iso-duration';
import { moveClockSchema } from '@/lib/sandbox/clock/clock-schemas';

describe('moveClockSchema', () => {
  it.each(['P91D', 'P3M', 'PT6H', 'P1Y2M', 'PT6H30M', 'P1W', 'P1DT2H', 'P0D'])(
    'states in its schema that %s is a duration, as the clock reads it',
    (duration) => {
      expect(moveClockSchema.safeParse({ advanceBy: duration }).success).toBe(true);
      expect(addIsoDuration(new Date('2026-11-28T10:00:00Z'), duration)).not.toBeNull();
    },
  );

  it.each(['', 'P', 'PT', 'P1DT', 'P1D1D', 'P1.5D', 'P-1D', '1D'])(
    'refuses %j in the schema itself, so the OpenAPI document states the rule',
    (duration) => {
      expect(moveClockSchema.safeParse({ advanceBy: duration }).success).toBe(false);
    },
  );
});
