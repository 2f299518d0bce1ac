import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * D21: runs reads on one snapshot of the database (read-only REPEATABLE READ, which PostgreSQL never fails), so that
 * a row deleted between Prisma's statements cannot come back as a required relation that is null.
 */
export function readSnapshot<Result>(read: (client: Prisma.TransactionClient) => Promise<Result>): Promise<Result> {
  // Waits for a pooled connection as long as its area allows, as a plain query would (D13: lib/db.ts sets maxWait).
  return db.$transaction(read, { isolationLevel: 'RepeatableRead' });
}
