import { env } from '@/lib/env';

/** D1: the absolute origin of the PSU-facing site, for scaRedirect links. */
export const publicOrigin = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;

/** Over HTTPS the PSU's cookie is Secure and __Host- prefixed, and the pages upgrade insecure requests. */
export const isHttpsSite = publicOrigin.startsWith('https:');
