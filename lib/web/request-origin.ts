import { publicOrigin } from '@/lib/web/public-origin';

// A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing a printed command would have to quote.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the visitor is using, for the addresses pages print (the getting-started samples): the request's Host
 * over the public origin's scheme, or the public origin itself when the Host is missing or not a plain host.
 */
export function requestOrigin(headers: Headers): string {
  const host = headers.get('host') ?? '';
  if (!hostPattern.test(host)) return publicOrigin;
  return `${new URL(publicOrigin).protocol}//${host.toLowerCase()}`;
}
