import { db } from '@/lib/db';
import type { EbaRegisterCopy } from './parse-eba-register';

/** D35: the verified copy replaces the last good one, entries and all, in one transaction; returns its id. */
export async function storeRegisterCopy(copy: EbaRegisterCopy, fetchedAt: Date): Promise<string> {
  // Thousands of rows written and as many deleted: more than Prisma's default five seconds on a busy machine.
  return db.$transaction(
    async (tx) => {
      const stored = await tx.tppRegisterCopy.create({
        data: { fetchedAt, checksum: copy.checksum, entityCount: copy.entityCount },
      });
      for (let start = 0; start < copy.entries.length; start += 5_000) {
        await tx.tppRegisterCopyEntry.createMany({
          data: copy.entries.slice(start, start + 5_000).map((entry) => ({ ...entry, copyId: stored.id })),
        });
      }
      await tx.tppRegisterCopy.deleteMany({ where: { id: { not: stored.id } } });
      return stored.id;
    },
    { maxWait: 10_000, timeout: 120_000 },
  );
}
