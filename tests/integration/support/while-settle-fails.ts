import { db } from '@/lib/db';

/**
 * Runs `run` while the database refuses one kind of statement (`UPDATE`: keeping the response; `DELETE`: releasing
 * the id) on this X-Request-ID's SeenRequestId row, as when the database goes away between two writes (D5, D14).
 */
export async function whileSettleFails<T>(requestId: string, statement: 'UPDATE' | 'DELETE', run: () => Promise<T>) {
  const name = `fail_${statement.toLowerCase()}_${requestId.replaceAll('-', '')}`;
  const row = statement === 'UPDATE' ? 'NEW' : 'OLD';
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the database went away'; END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE ${statement} ON "SeenRequestId" FOR EACH ROW WHEN (${row}."xRequestId" = '${requestId}') EXECUTE FUNCTION ${name}()`,
  );
  try {
    return await run();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "SeenRequestId"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${name}()`);
  }
}
