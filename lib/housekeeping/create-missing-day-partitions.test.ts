import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isMissingDayPartition } from './create-missing-day-partitions';

const databaseError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const noPartition = 'no partition of relation "SeenRequestId" found for row';

describe('isMissingDayPartition', () => {
  it('recognises PostgreSQL refusing a row no partition holds, from pg and wrapped by Prisma', () => {
    expect(isMissingDayPartition(databaseError('23514', noPartition))).toBe(true);
    const wrapped = {
      code: 'P2010',
      meta: {
        driverAdapterError: {
          name: 'DriverAdapterError',
          cause: { originalCode: '23514', originalMessage: noPartition },
        },
      },
    };
    expect(isMissingDayPartition(wrapped)).toBe(true);
  });

  it('leaves every other check violation and error alone', () => {
    expect(
      isMissingDayPartition(databaseError('23514', 'new row for relation "Payment" violates check constraint')),
    ).toBe(false);
    expect(isMissingDayPartition(databaseError('23505', noPartition))).toBe(false);
    expect(isMissingDayPartition(new Error(noPartition))).toBe(false);
    expect(isMissingDayPartition(undefined)).toBe(false);
  });
});
