import { redirect } from 'next/navigation';
import { currentDeveloper, type PortalDeveloper } from '@/lib/portal/session/current-developer';
import { portalErrorResponse } from '@/lib/portal/session/portal-error-response';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** The signed-in developer and the TPP they are linked to; null until they link a certificate (/portal/certificates). */
export type PortalAccess = { developer: PortalDeveloper; tppId: string | null };

/**
 * The portal's session guard. A page without a session goes to /portal/sign-in; a route gets a 401 Berlin Group body
 * (D2) to return as it is. Linking is the caller's business: the signature debugger needs no TPP, the TPP's data does.
 */
export async function requirePortalTppId(from: 'page'): Promise<PortalAccess>;
export async function requirePortalTppId(from: 'route'): Promise<PortalAccess | Response>;
export async function requirePortalTppId(from: 'page' | 'route'): Promise<PortalAccess | Response> {
  const developer = await currentDeveloper();
  if (developer) return { developer, tppId: developer.tppId };
  if (from === 'page') redirect('/portal/sign-in');
  return portalErrorResponse(new Xs2aError('TOKEN_INVALID', { text: 'Sign in to the developer portal first.' }));
}
