import type { DatabaseArea } from '@/lib/database/database-area';
import { isApiPath } from '@/lib/edge/is-api-path';

// /status and /support are the portal's public pages (D27, D33).
const portalPrefixes = ['/portal', '/api/auth', '/status', '/support'];
// The instance's own checks use the background pool: a busy area never makes the instance look down.
const operationsPaths = new Set(['/livez', '/healthz', '/readyz', '/metrics']);

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** D13: the database area a request serves, by its path: the XS2A API, the portal, the instance's checks, or the PSU pages. */
export function databaseAreaOfPath(path: string): DatabaseArea {
  if (isApiPath(path)) return 'xs2a';
  const pathname = path.split('?')[0] ?? '';
  if (portalPrefixes.some((prefix) => isUnder(pathname, prefix))) return 'portal';
  if (operationsPaths.has(pathname)) return 'background';
  return 'psu';
}
