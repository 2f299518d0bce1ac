/** The nonce of a Content-Security-Policy (proxy.ts sets one per request), for the page's own style element. */
export function cspNonce(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}
