import { db } from '@/lib/db';
import type { TppRole } from '@/lib/generated/prisma/enums';
import { newId } from '@/lib/ids/new-id';

/** A TPP row of its own, for a test that calls lib functions directly (no certificate, no sandbox): its id. */
export async function newTppRow(input: { name: string; roles: TppRole[] }): Promise<string> {
  const id = newId();
  await db.tpp.create({
    data: { id, organizationIdentifier: `PSDNO-FSA-${id.slice(0, 12)}`, name: input.name, roles: input.roles },
  });
  return id;
}
