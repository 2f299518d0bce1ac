import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { initializedTpp, type NamedTpp } from '@/e2e/fixtures/sandbox-tpp';
import { db } from '@/lib/db';
import { dayPartitionName, dayPartitionedTables, utcDay } from '@/lib/housekeeping/day-partitions';
import { waitFor } from '@/tests/integration/support/wait-for';

// D36: housekeeping creates day partitions a week ahead. Should it fail that long, the first write of a day without a
// partition creates today's and the coming days' at once: the request is answered, its log row is kept, and nothing
// waits for the next housekeeping pass.
const baseUrl = inject('baseUrl');
let tpp: NamedTpp;
const today = utcDay(new Date());
const partitions = dayPartitionedTables.map((table) => ({ table, name: dayPartitionName(table, today) }));

beforeAll(async () => {
  tpp = await initializedTpp(baseUrl);
});

afterAll(async () => {
  await db.$disconnect();
});

const isAttached = async (name: string, client: Pick<typeof db, '$queryRaw'> = db) =>
  (
    await client.$queryRaw<{ attached: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM pg_inherits WHERE inhrelid = to_regclass(${`"${name}"`})) AS attached`
  )[0]?.attached;

/** Takes today's partitions out (kept aside with their rows), runs `work`, then puts every row back in them. */
async function withoutTodaysPartitions(work: () => Promise<void>): Promise<void> {
  const bounds = `FOR VALUES FROM ('${today.toISOString()}') TO ('${new Date(today.getTime() + 86_400_000).toISOString()}')`;
  await db.$transaction(async (transaction) => {
    for (const { table, name } of partitions) {
      await transaction.$executeRawUnsafe(`ALTER TABLE "${table}" DETACH PARTITION "${name}"`);
      await transaction.$executeRawUnsafe(`ALTER TABLE "${name}" RENAME TO "${name}_aside"`);
    }
  });
  try {
    await work();
  } finally {
    await db.$transaction(async (transaction) => {
      for (const { table, name } of partitions) {
        if (await isAttached(name, transaction)) {
          await transaction.$executeRawUnsafe(`ALTER TABLE "${table}" DETACH PARTITION "${name}"`);
          await transaction.$executeRawUnsafe(`INSERT INTO "${name}_aside" SELECT * FROM "${name}"`);
          await transaction.$executeRawUnsafe(`DROP TABLE "${name}"`);
        }
        await transaction.$executeRawUnsafe(`ALTER TABLE "${name}_aside" RENAME TO "${name}"`);
        await transaction.$executeRawUnsafe(`ALTER TABLE "${table}" ATTACH PARTITION "${name}" ${bounds}`);
      }
    });
  }
}

it("answers a signed call on a day without partitions, creates today's, and keeps the call's log row", async () => {
  await withoutTodaysPartitions(async () => {
    expect(await Promise.all(partitions.map(({ name }) => isAttached(name)))).toEqual([false, false]);
    const requestId = randomUUID();
    const answer = await tpp.client.request('GET', '/v1/sandbox/customers', { headers: { 'X-Request-ID': requestId } });
    expect(answer.status, answer.text).toBe(200);
    expect(await Promise.all(partitions.map(({ name }) => isAttached(name)))).toEqual([true, true]);
    const logged = await waitFor(() =>
      db.requestLog.findFirst({ where: { xRequestId: requestId }, select: { status: true, operation: true } }),
    );
    expect(logged).toEqual({ status: 200, operation: expect.any(String) });
    const repeated = await tpp.client.request('GET', '/v1/sandbox/customers', {
      headers: { 'X-Request-ID': requestId },
    });
    expect(repeated.status).toBe(400);
  });
});
