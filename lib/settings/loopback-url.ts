// Hosts that name this machine: plain http to them never leaves it (tests, development, a sidecar that does TLS).
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the URL's host is this machine (`localhost`, `127.0.0.1`, `[::1]`). */
export function isLoopbackUrl(url: URL): boolean {
  return loopbackHosts.has(url.hostname);
}
