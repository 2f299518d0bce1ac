/** D17: the most hosts a TPP may register; enough for every environment a TPP runs, small enough to check quickly. */
export const mostRedirectHosts = 20;

/**
 * D17, D27: a redirect host as production compares it with a TPP-Redirect-URI's hostname (lower case): a DNS name of
 * at least two labels, each 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen, 253 characters
 * at most. No scheme, port, path, wildcard, trailing dot, IP address or localhost: production redirects use https to
 * a named host. Null when the input is not such a host.
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
