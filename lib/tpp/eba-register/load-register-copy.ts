import { db } from '@/lib/db';
import { heldRegisterCopy, holdRegisterCopy } from './held-register-copy';

/** D35: holds the database's copy when it differs from the one held (new, or fetched again); true when it did. */
export async function loadRegisterCopy(): Promise<boolean> {
  const latest = await db.tppRegisterCopy.findFirst({
    orderBy: { fetchedAt: 'desc' },
    select: { id: true, fetchedAt: true },
  });
  const held = heldRegisterCopy();
  if (!latest || (held?.id === latest.id && held.fetchedAt.getTime() === latest.fetchedAt.getTime())) return false;
  const entries =
    held?.id === latest.id
      ? held.entries
      : new Map(
          (await db.tppRegisterCopyEntry.findMany({ where: { copyId: latest.id } })).map((row) => [
            row.organizationIdentifier,
            Object.freeze({
              organizationIdentifier: row.organizationIdentifier,
              name: row.name,
              country: row.country,
              nca: row.nca,
              authorisedRoles: row.authorisedRoles,
              status: row.status === 'authorised' ? ('authorised' as const) : ('withdrawn' as const),
            }),
          ]),
        );
  holdRegisterCopy(Object.freeze({ id: latest.id, fetchedAt: latest.fetchedAt, entries }));
  return true;
}
