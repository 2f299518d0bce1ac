import { cookies } from 'next/headers';
import { sessionCookieName } from '@/lib/psu/session-cookie';
import { readWebSession, type WebSession } from '@/lib/psu/web-session';

/** The browser's "My consents" session (a signed-in customer, not an SCA process), or null. */
export async function readMyConsentsSession(now: Date): Promise<(WebSession & { customerId: string }) | null> {
  const session = await readWebSession((await cookies()).get(sessionCookieName('my-consents'))?.value, now);
  // A sign-in mark (customer and SCA) is not a "My consents" sign-in, whatever cookie it is sent in.
  return session?.customerId && !session.authorisationId ? { ...session, customerId: session.customerId } : null;
}
