import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { ensureDayPartitions } from '@/lib/housekeeping/ensure-day-partitions';
import { newId } from '@/lib/ids/new-id';
import { listRequestLog } from '@/lib/portal/request-log/list-request-log';
import { requestLogQuerySchema } from '@/lib/portal/request-log/request-log-query';
import { newOrganizationIdentifier } from '@/tools/tpp-kit/create-sandbox-tpp';

// D36: a day's partition is dropped once the whole day is past the retention, so its rows outlive the retention by up
// to a day; the request inspector shows none of them, as before, when rows were deleted as they expired.
const tppId = newId();
const retention = env.XS2A_REQUEST_LOG_RETENTION_DAYS * 24 * 3_600_000;
const row = (at: Date, operation: string) => ({
  at,
  tppId,
  method: 'GET',
  path: '/v1/accounts',
  operation,
  status: 200,
  errorCodes: [],
  durationMs: 1,
  isAuthenticated: true,
});

beforeAll(async () => {
  await db.tpp.create({
    data: { id: tppId, organizationIdentifier: newOrganizationIdentifier(), name: 'Retention TPP', roles: ['PSP_AI'] },
  });
  const expired = new Date(Date.now() - retention - 60_000);
  await ensureDayPartitions({ now: expired, daysAhead: 0 });
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
  await ensureDayPartitions({ now: twoDaysAgo, daysAhead: 2 });
  await db.requestLog.createMany({
    data: [
      row(expired, 'expired'),
      row(twoDaysAgo, 'two-days-ago'),
      row(twoDaysAgo, 'two-days-ago'),
      row(new Date(), 'current'),
    ],
  });
});

afterAll(async () => {
  await db.requestLog.deleteMany({ where: { tppId } });
  await db.tpp.delete({ where: { id: tppId } });
  await db.$disconnect();
});

describe('the request inspector and the retention', () => {
  it.each([[{}], [{ from: '2000-01-01T00:00:00Z' }]])(
    'shows no row older than the retention while its day is still kept (%j)',
    async (query) => {
      const page = await listRequestLog(tppId, requestLogQuerySchema.parse(query));
      expect(page.entries.map((entry) => entry.operation)).toEqual(['current', 'two-days-ago', 'two-days-ago']);
    },
  );

  it("pages by cursor across the days' partitions, rows of one instant by id, without repeating or skipping one", async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRequestLog(tppId, requestLogQuerySchema.parse({ limit: '1', ...(cursor && { cursor }) }));
      seen.push(...page.entries.map((entry) => `${entry.operation}:${entry.id}`));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const all = await listRequestLog(tppId, requestLogQuerySchema.parse({}));
    expect(seen).toEqual(all.entries.map((entry) => `${entry.operation}:${entry.id}`));
    expect(seen).toHaveLength(3);
  });
});
