import { redirect } from 'next/navigation';
import { db } from '@/lib/db';
import { cookies } from 'next/headers';
import {
  currentPortalSession,
  portalSessionTokenFrom,
  type PortalPageSession,
} from '@/lib/portal/session/current-developer';
import { totpEnrolmentPath } from '@/lib/portal/security/totp-enrolment-path';
import { readPortalSessionRow } from '@/lib/portal/session/read-portal-session-row';
import type { TppRole } from '@/lib/generated/prisma/enums';

export type PortalTpp = { id: string; organizationIdentifier: string; name: string; roles: TppRole[] };

/**
 * D27: the signed-in developer of a portal page; anyone else goes to sign-in (or, password given, to its code step)
 * and comes back to `path` afterwards. A member whose TPP requires TOTP and who has none goes to set it up first.
 */
export async function requirePortalDeveloper(path: string): Promise<PortalPageSession> {
  const session = await currentPortalSession();
  if (!session) {
    const jar = await cookies();
    const pending = await readPortalSessionRow(
      portalSessionTokenFrom((name) => jar.get(name)?.value),
      new Date(),
    );
    const step = pending?.isAwaitingSecondFactor ? '/portal/sign-in/code' : '/portal/sign-in';
    redirect(`${step}?${new URLSearchParams({ callbackUrl: path })}`);
  }
  const isEnrolmentPage = path.startsWith('/portal/security') || path.startsWith('/portal/reauthenticate');
  if (session.developer.mustEnrolTotp && !isEnrolmentPage) redirect(totpEnrolmentPath);
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
