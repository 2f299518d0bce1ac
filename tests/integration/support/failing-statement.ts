import { randomUUID } from 'node:crypto';
import { db } from '@/lib/db';

/**
 * Makes the database refuse one kind of write to `table` for the rows whose `column` is `value` (the database gone, for
 * that request alone) until the returned function removes the fault.
 */
export async function failingStatement(input: {
  table: string;
  statement: 'INSERT' | 'UPDATE';
  column: string;
  value: string;
}): Promise<() => Promise<void>> {
  const name = `fail_${input.statement.toLowerCase()}_${randomUUID().replaceAll('-', '')}`;
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the database went away'; END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE ${input.statement} ON "${input.table}" FOR EACH ROW WHEN (NEW."${input.column}" = $q$${input.value}$q$) EXECUTE FUNCTION ${name}()`,
  );
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS ${name} ON "${input.table}"`);
    await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS ${name}()`);
  };
}
