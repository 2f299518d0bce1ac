import { cookies } from 'next/headers';
import { isSandbox } from '@/lib/env';
import { myConsentsSandboxWorld } from '@/lib/psu/my-consents-sandbox-world';
import { sessionCookieName } from '@/lib/psu/sessions/session-cookie';
import { readWebSession, type WebSession } from '@/lib/psu/sessions/web-session';

/** The browser's "My consents" session (a signed-in customer, not an SCA process), or null. */
export async function readMyConsentsSession(now: Date): Promise<(WebSession & { customerId: string }) | null> {
  const session = await readWebSession((await cookies()).get(sessionCookieName('my-consents'))?.value, now);
  // A sign-in mark (customer and SCA) is not a "My consents" sign-in, whatever cookie it is sent in.
  if (!session?.customerId || session.authorisationId || !(await isOpenInThisBrowser(session.customerTppId, now)))
    return null;
  return { ...session, customerId: session.customerId };
}

/**
 * D17: in the sandbox a "My consents" session opens only while the browser's portal session is that of a developer
 * of the customer's TPP: signed out of the portal, or signed in as another TPP's developer, it shows and revokes
 * nothing. Production has one world, and its sessions come from the bank's identity provider.
 */
export async function isOpenInThisBrowser(customerTppId: string | null, now: Date): Promise<boolean> {
  if (!isSandbox) return true;
  const world = await myConsentsSandboxWorld(now);
  return world.kind === 'linked' && world.tpp.id === customerTppId;
}
