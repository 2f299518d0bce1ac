import type { AuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/env';
import { authorizeDeveloper, type SignedInDeveloper } from '@/lib/portal/account/authorize-developer';
import { hashPortalSessionToken, portalSessionMaxAgeSeconds } from '@/lib/portal/session/portal-session-token';
import { readPortalSessionRow } from '@/lib/portal/session/read-portal-session-row';
import { safeCallbackPath } from '@/lib/portal/session/safe-callback-path';
import { clientAddress } from '@/lib/web/client-address';
import { isHttpsSite, publicOrigin } from '@/lib/web/public-origin';
import { db } from '@/lib/db';

/**
 * The error next-auth passes on when a sign-in is throttled: `throttled:<seconds to wait>` when the e-mail is locked,
 * `slowed:<seconds to wait>` when the client's address must wait (D19).
 */
export const throttledErrorPrefix = 'throttled:';
export const slowedErrorPrefix = 'slowed:';

/**
 * D27: next-auth 4 with the Credentials provider, whose JWT is our database session: encode returns a PortalSession
 * row's random token, decode looks the row up by its SHA-256, and sign-out deletes it.
 */
export const authOptions: AuthOptions = {
  secret: env.NEXTAUTH_SECRET,
  useSecureCookies: isHttpsSite,
  session: { strategy: 'jwt', maxAge: portalSessionMaxAgeSeconds },
  pages: { signIn: '/portal/sign-in', error: '/portal/sign-in', signOut: '/portal/sign-in' },
  providers: [
    CredentialsProvider({
      name: 'E-mail',
      credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, request) {
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers ?? {}))
          if (typeof value === 'string') headers.set(name, value);
        const now = new Date();
        const outcome = await authorizeDeveloper({
          email: credentials?.email ?? '',
          password: credentials?.password ?? '',
          clientAddress: clientAddress(headers),
          now,
        });
        if (outcome.kind === 'throttled' || outcome.kind === 'slowed') {
          const seconds = Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000));
          throw new Error(`${outcome.kind === 'throttled' ? throttledErrorPrefix : slowedErrorPrefix}${seconds}`);
        }
        return outcome.kind === 'signed-in' ? outcome.developer : null;
      },
    }),
  ],
  jwt: {
    async encode({ token }) {
      return typeof token?.sessionToken === 'string' ? token.sessionToken : '';
    },
    async decode({ token }) {
      // A session still waiting for its second factor decodes too, so signing out deletes its row; the portal's own
      // reads (readPortalSession) refuse it until the code is given (D27).
      const session = await readPortalSessionRow(token, new Date());
      return session && token
        ? { sub: session.developer.id, email: session.developer.email, sessionToken: token }
        : null;
    },
  },
  callbacks: {
    async jwt({ token, user }) {
      // Only at sign-in does next-auth pass the user: the one authorize returned, with the session row it made.
      if (user)
        return { sub: user.id, email: user.email, sessionToken: (user as Partial<SignedInDeveloper>).sessionToken };
      return token;
    },
    async session({ session }) {
      return { expires: session.expires, user: { email: session.user?.email } };
    },
    async redirect({ url }) {
      // Only this site's own portal pages: a crafted callbackUrl never sends a developer elsewhere.
      const path = url.startsWith(publicOrigin) ? url.slice(publicOrigin.length) : url;
      return `${publicOrigin}${safeCallbackPath(path)}`;
    },
  },
  events: {
    async signOut({ token }) {
      if (typeof token?.sessionToken === 'string')
        await deletePortalSession(hashPortalSessionToken(token.sessionToken));
    },
  },
};

/** Sign-out: the session row goes, so the cookie is worthless even if a copy of it survives. */
async function deletePortalSession(tokenHash: string): Promise<void> {
  await db.portalSession.deleteMany({ where: { tokenHash } });
}
