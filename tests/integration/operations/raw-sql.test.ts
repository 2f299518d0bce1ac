import { afterAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { mapDatabaseError } from '@/lib/xs2a/map-database-error';

// D31: the hot path's statements go straight through pg; they must read and bind values exactly as Prisma's raw
// queries do, or a row would change shape (a bigint as text, a date a day off) depending on which of the two sent it.

afterAll(async () => {
  await db.$disconnect();
});

const everyType = (at: Date) => Prisma.sql`
  SELECT 9007199254740993::int8 AS "amount", 1.23456789::numeric(18, 8) AS "rate", '2026-01-31'::date AS "day",
    '2026-01-31 23:59:58.123'::timestamp(3) AS "stamp", ${at}::timestamp(3) AS "bound", ${at}::timestamptz AS "zoned",
    ${12345678901234567890n}::numeric AS "big", ARRAY['a', 'b'] AS "list", '{"k": [1, "x"]}'::jsonb AS "document",
    true AS "flag", 42 AS "count", NULL::text AS "nothing"`;

describe('queryRows and executeStatement', () => {
  it.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])(
    'read and bind every type as $queryRaw does (time zone %s)',
    async (zone) => {
      const previous = process.env.TZ;
      process.env.TZ = zone;
      try {
        const at = new Date('2026-03-29T00:30:00.456Z');
        const [direct] = await queryRows<Record<string, unknown>>(everyType(at));
        const [viaPrisma] = await db.$queryRaw<Record<string, unknown>[]>(everyType(at));
        expect(direct).toEqual(viaPrisma);
        expect(direct?.amount).toBe(9007199254740993n);
        expect(String(direct?.rate)).toBe('1.23456789');
        expect(direct?.day).toEqual(new Date('2026-01-31T00:00:00.000Z'));
        expect(direct?.stamp).toEqual(new Date('2026-01-31T23:59:58.123Z'));
        expect(direct?.bound).toEqual(at);
        expect(direct?.zoned).toEqual(at);
        expect(direct?.list).toEqual(['a', 'b']);
        expect(direct?.document).toEqual({ k: [1, 'x'] });
      } finally {
        process.env.TZ = previous;
      }
    },
  );

  it('reach the embedded database over its Unix socket, not loopback TCP', async () => {
    const [connection] = await queryRows<{ address: string | null }>(
      Prisma.sql`SELECT inet_server_addr()::text AS "address"`,
    );
    expect(connection).toEqual({ address: null });
  });

  it('count the rows a statement changed, and raise what mapDatabaseError maps', async () => {
    const table = `raw_sql_probe_${process.pid}`;
    await executeStatement(Prisma.raw(`CREATE TABLE IF NOT EXISTS ${table} (id int PRIMARY KEY)`));
    try {
      expect(
        await executeStatement(Prisma.sql`INSERT INTO ${Prisma.raw(table)} (id) SELECT generate_series(1, ${3}::int)`),
      ).toBe(3);
      expect(await executeStatement(Prisma.sql`UPDATE ${Prisma.raw(table)} SET id = id + 10 WHERE id > ${1}`)).toBe(2);
      const clash = await executeStatement(Prisma.sql`INSERT INTO ${Prisma.raw(table)} (id) VALUES (${1})`).catch(
        (error: unknown) => error,
      );
      expect(mapDatabaseError(clash)).toMatchObject({
        isRetryable: false,
        reason: '23505',
        error: { status: 409, code: 'STATUS_INVALID' },
      });
    } finally {
      await executeStatement(Prisma.raw(`DROP TABLE IF EXISTS ${table}`));
    }
  });

  it('give each text its own prepared statement, however many copies of the module the process loaded', async () => {
    // Next.js loads lib/ once per route layer; every copy shares the pool's connections (globalThis).
    const copy = async () => {
      vi.resetModules();
      return import('@/lib/database/raw-sql');
    };
    const [first, second] = [await copy(), await copy()];
    const marked = (mark: string) => Prisma.sql`SELECT ${mark}::text AS "mark", ${mark.length}::int AS "length"`;
    const other = (mark: string) => Prisma.sql`SELECT ${mark}::text AS "mark", 0 AS "length"`;
    for (let round = 0; round < 5; round++) {
      expect(await first.queryRows(marked('a'), { prepared: true })).toEqual([{ mark: 'a', length: 1 }]);
      expect(await second.queryRows(other('b'), { prepared: true })).toEqual([{ mark: 'b', length: 0 }]);
    }
    expect(first.preparedStatementName(marked('a').text)).toBe(second.preparedStatementName(marked('a').text));
    expect(first.preparedStatementName(marked('a').text)).not.toBe(second.preparedStatementName(other('b').text));
  });
});
