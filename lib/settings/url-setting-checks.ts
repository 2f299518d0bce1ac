// Checks of the settings that are URLs (lib/settings/parse-env): each returns what is wrong, for the launcher's one-line
// refusal, or null. The value itself is never quoted: a URL may carry credentials.
import { isLoopbackUrl } from '@/lib/settings/loopback-url';

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * D33: PUBLIC_URL is the origin PSUs and TPPs reach and nothing more, since every page is served at the root of its
 * host and every link takes only the origin from it; whether production needs https is the launcher's rule.
 */
export function publicUrlProblem(value: string): string | null {
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return 'must be an https (or, outside production, http) origin such as https://psd2.bank.example';
  if (url.username || url.password) return 'must not carry user credentials';
  if (url.pathname !== '/')
    return 'must be an origin without a path (https://host or https://host:port): the PSU pages, the API and the portal are served at the root of their host, and a path would be dropped from every link and redirect';
  if (value.includes('?') || value.includes('#')) return 'must be an origin without a query or a fragment';
  return null;
}

/**
 * D32: where the payment outbox hands payments over and reads their status (`{url}/{Idempotency-Key}` is appended).
 * https, so that payment orders never cross the network in clear and the core's certificate is checked; http only to
 * a loopback address, which never leaves the machine (a sidecar that speaks TLS to the core, tests).
 */
export function corePaymentsUrlProblem(value: string): string | null {
  return coreUrlProblem(value, 'the status of a payment is read at the URL followed by /{Idempotency-Key}');
}

/** D34: the core's account information endpoint, under the same rules; its paths and queries are the contract's. */
export function coreAccountsUrlProblem(value: string): string | null {
  return coreUrlProblem(value, 'the contract appends its own paths and queries (docs/core-connector.md)');
}

function coreUrlProblem(value: string, whyNoQuery: string): string | null {
  const url = parseUrl(value);
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(url))))
    return 'must be an https URL (http only to a loopback address: localhost, 127.0.0.1, [::1])';
  if (url.username || url.password)
    return 'must not carry user credentials: the bank authenticates with XS2A_CORE_CLIENT_CERT_FILE and XS2A_CORE_CLIENT_KEY_FILE';
  if (value.includes('?') || value.includes('#')) return `must not have a query or a fragment: ${whyNoQuery}`;
  return null;
}

/**
 * D35: the EBA register's export: https, so a forged register cannot be slipped in on the way, or a local file (a
 * path without a scheme) that the bank downloads itself.
 */
export function tppRegisterSourceProblem(value: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value.trim() === '' ? 'must not be empty' : null;
  const url = parseUrl(value);
  if (!url || url.protocol !== 'https:') return 'must be an https URL or a file path';
  return null;
}
