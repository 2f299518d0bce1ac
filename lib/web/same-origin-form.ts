import { publicOrigin } from '@/lib/web/public-origin';

/**
 * CSRF defence in depth for the PSU forms, beside the session-bound token: a browser marks a form post from another
 * site with Sec-Fetch-Site (Fetch Metadata) and a foreign Origin. Origin is "null" on our own posts because the pages
 * send Referrer-Policy: no-referrer, so "null" is not a refusal; Sec-Fetch-Site is what modern browsers rely on.
 */
export function isSameOriginForm(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (origin === null || origin === 'null') return true;
  const host = headers.get('host');
  return origin === publicOrigin || (host !== null && (origin === `http://${host}` || origin === `https://${host}`));
}
