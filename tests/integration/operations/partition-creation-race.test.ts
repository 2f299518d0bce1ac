import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { dropExpiredPartitions } from '@/lib/housekeeping/drop-expired-partitions';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';

// D36: every instance's housekeeping pass creates the missing day partitions under one advisory lock. An instance that
// finds another one holding it leaves the partitions to that one instead of failing its whole pass on the lock timeout.
const day = 24 * 3_600_000;
const now = new Date();
const longAgo = new Date(now.getTime() - 250 * day);

it('leaves the partitions to the instance creating them, and creates them once it is done', async () => {
  const other = new pg.Client({ connectionString: inject('databaseUrl') });
  await other.connect();
  try {
    await other.query('BEGIN');
    await other.query('SELECT pg_advisory_xact_lock(72201336)');
    await expect(ensureDayPartitions({ now: longAgo, daysAhead: 0 })).resolves.toEqual([]);
  } finally {
    await other.query('COMMIT');
    await other.end();
  }
  const created = await ensureDayPartitions({ now: longAgo, daysAhead: 0 });
  expect(created).toHaveLength(2);
  expect(await dropExpiredPartitions({ now, keepMilliseconds: { RequestLog: 90 * day, SeenRequestId: day } })).toEqual(
    expect.arrayContaining(created),
  );
});

it('creates a partition while a reader holds the parent table, so inserts and claims never queue behind it', async () => {
  const earlier = new Date(now.getTime() - 260 * day);
  const reader = new pg.Client({ connectionString: inject('databaseUrl') });
  await reader.connect();
  try {
    // An open read of both parents (the inspector's query, a report): CREATE TABLE … PARTITION OF would wait for it.
    await reader.query('BEGIN');
    await reader.query('SELECT count(*) FROM "RequestLog" WHERE false');
    await reader.query('SELECT count(*) FROM "SeenRequestId" WHERE false');
    const created = await ensureDayPartitions({ now: earlier, daysAhead: 0 });
    expect(created).toHaveLength(2);
  } finally {
    await reader.query('COMMIT');
    await reader.end();
  }
  expect(await dropExpiredPartitions({ now, keepMilliseconds: { RequestLog: 90 * day, SeenRequestId: day } })).toEqual(
    expect.arrayContaining([expect.stringContaining('RequestLog'), expect.stringContaining('SeenRequestId')]),
  );
});
