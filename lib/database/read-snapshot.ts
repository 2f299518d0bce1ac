import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Runs reads on one snapshot of the database (REPEATABLE READ). Prisma 7 loads every `include` with a statement of its
 * own, so outside a snapshot a row deleted between two statements (a customer removed while its agreement is read)
 * comes back as a null relation that the schema calls required (D21). PostgreSQL never fails a read-only REPEATABLE
 * READ transaction for serialisation, so this costs a BEGIN and a COMMIT, nothing else.
 */
export function readSnapshot<Result>(read: (client: Prisma.TransactionClient) => Promise<Result>): Promise<Result> {
  // Waits for a pooled connection as long as its area allows, as a plain query would (D13: lib/db.ts sets maxWait).
  return db.$transaction(read, { isolationLevel: 'RepeatableRead' });
}
