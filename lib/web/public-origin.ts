import { env } from '@/lib/env';

/** D1: the absolute origin of the PSU-facing site, for scaRedirect links. */
export const publicOrigin = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;

/**
 * D18: whether pages asked for on another host are sent to the public origin's: not behind a TLS proxy, which owns
 * the host the pages are reached at and may pass the instances a Host of its own.
 */
export const isCanonicalHostEnforced = env.XS2A_BEHIND_TLS_PROXY === 'false';

/** Over HTTPS the PSU's cookie is Secure and __Host- prefixed, and the pages upgrade insecure requests. */
export const isHttpsSite = publicOrigin.startsWith('https:');
