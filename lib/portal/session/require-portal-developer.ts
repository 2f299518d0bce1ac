import { redirect } from 'next/navigation';
import { db } from '@/lib/db';
import { currentPortalSession, type PortalPageSession } from '@/lib/portal/session/current-developer';
import type { TppRole } from '@/lib/generated/prisma/enums';

export type PortalTpp = { id: string; organizationIdentifier: string; name: string; roles: TppRole[] };

/** D27: the signed-in developer of a portal page; anyone else goes to sign-in and comes back to `path` afterwards. */
export async function requirePortalDeveloper(path: string): Promise<PortalPageSession> {
  const session = await currentPortalSession();
  if (!session) redirect(`/portal/sign-in?${new URLSearchParams({ callbackUrl: path })}`);
  return session;
}

/**
 * D27: the developer of a page that shows a TPP's data, and that TPP. A developer not yet linked to a TPP goes to
 * /portal/certificates to link one: a page never falls back to any other TPP.
 */
export async function requirePortalTpp(path: string): Promise<PortalPageSession & { tpp: PortalTpp }> {
  const session = await requirePortalDeveloper(path);
  const tpp = session.developer.tppId
    ? await db.tpp.findUnique({
        where: { id: session.developer.tppId },
        select: { id: true, organizationIdentifier: true, name: true, roles: true },
      })
    : null;
  if (!tpp) redirect('/portal/certificates?link=required');
  return { ...session, tpp };
}
