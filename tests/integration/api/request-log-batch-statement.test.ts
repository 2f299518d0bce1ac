import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { insertRequestLogs, type QueuedRequestLog } from '@/lib/xs2a/insert-request-logs';
import { newTppRow } from '@/tests/integration/support/new-tpp-row';
import { preparedStatementsSent } from '@/tests/integration/support/prepared-statements-sent';

// D31: every request's log row is written in a batch by one statement. Its text is the same for every batch, so it
// is prepared and PostgreSQL plans it once per connection instead of once per batch.

afterAll(async () => {
  await db.$disconnect();
});

function row(tppId: string, status: number): QueuedRequestLog {
  return {
    at: new Date(),
    tppId,
    method: 'GET',
    path: '/v1/accounts',
    operation: 'listAccounts',
    status,
    errorCodes: status >= 400 ? ['CONSENT_UNKNOWN'] : [],
    durationMs: 3,
    xRequestId: randomUUID(),
    isAuthenticated: true,
  };
}

describe('the request-log batch', () => {
  it('is sent prepared, with one text for batches of any size and content', async () => {
    const tppId = await newTppRow({ name: 'Log TPP AS', roles: ['PSP_AI'] });
    const sent = await preparedStatementsSent('INSERT INTO "RequestLog"', async () => {
      await insertRequestLogs([row(tppId, 200)]);
      await insertRequestLogs([row(tppId, 200), row(tppId, 401), row(tppId, 200)]);
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.name).toMatch(/^raw_sql_/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(await db.requestLog.count({ where: { tppId } })).toBe(4);
    expect(await db.requestLog.count({ where: { tppId, status: 401, errorCodes: { has: 'CONSENT_UNKNOWN' } } })).toBe(
      1,
    );
  });
});
