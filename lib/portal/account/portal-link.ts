import { publicOrigin } from '@/lib/web/public-origin';

/** An absolute link to a portal path for a mail (D1: the public origin, never a request's Host header). */
export function portalLink(path: string, token: string, more: Record<string, string> = {}): string {
  return `${publicOrigin}${path}?${new URLSearchParams({ token, ...more })}`;
}
