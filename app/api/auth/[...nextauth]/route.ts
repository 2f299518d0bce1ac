// GET|POST /api/auth/* – next-auth: CSRF token, credentials sign-in, session, sign-out (D27)
import NextAuth from 'next-auth';
import { authOptions } from '@/lib/portal/session/auth-options';

const handler = NextAuth(authOptions);

export { handler as GET, handler as POST };
