/** D17: the most hosts a TPP may register; enough for every environment a TPP runs, small enough to check quickly. */
export const mostRedirectHosts = 20;

/**
 * D17: a redirect host as production compares it with a TPP-Redirect-URI's hostname: a lower-case DNS name of at least
 * two valid labels, 253 characters at most, never an IP address or localhost. Null when the input is not such a host.
 */
export function normaliseRedirectHost(input: string): string | null {
  const host = input.trim().toLowerCase();
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  if (!labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return null;
  // A top-level label of digits only makes the name an IPv4 address, which is not a host name (RFC 3696 2).
  if (/^\d+$/.test(labels[labels.length - 1] ?? '')) return null;
  return host;
}
